import { scheduledJobNotYetAvailable } from './not-yet-available';

/** Raises the daily caps of warming-up senders (daily). Not available in this version: see not-yet-available.ts. */
export const handler = scheduledJobNotYetAvailable('warm-up');
