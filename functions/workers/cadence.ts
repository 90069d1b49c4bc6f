import { scheduledJobNotYetAvailable } from './not-yet-available';

/** Queues follow-ups of cadences whose wait is over (daily). Not available in this version: see not-yet-available.ts. */
export const handler = scheduledJobNotYetAvailable('cadence');
