import { scheduledJobNotYetAvailable } from './not-yet-available';

/** Finds due emails and queues them for sending (every 5 minutes). Not available in this version: see not-yet-available.ts. */
export const handler = scheduledJobNotYetAvailable('send-planner');
