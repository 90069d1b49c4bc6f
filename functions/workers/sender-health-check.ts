import { scheduledJobNotYetAvailable } from './not-yet-available';

/** Checks every sender's credentials and spam rate (daily). Not available in this version: see not-yet-available.ts. */
export const handler = scheduledJobNotYetAvailable('sender-health-check');
