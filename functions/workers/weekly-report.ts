import { scheduledJobNotYetAvailable } from './not-yet-available';

/** Emails each instance its weekly report (weekly). Not available in this version: see not-yet-available.ts. */
export const handler = scheduledJobNotYetAvailable('weekly-report');
