import { scheduledJobNotYetAvailable } from './not-yet-available';

/** Finds running campaigns with emails to write and queues them (every 5 minutes). Not available in this version: see not-yet-available.ts. */
export const handler = scheduledJobNotYetAvailable('generation-planner');
