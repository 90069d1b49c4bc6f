import { queueConsumerNotYetAvailable } from './not-yet-available';

/** Writes one email of a campaign (generation queue). Not available in this version: see not-yet-available.ts. */
export const handler = queueConsumerNotYetAvailable('generate-email');
