import { queueConsumerNotYetAvailable } from './not-yet-available';

/** Sends one due email (sending queue). Not available in this version: see not-yet-available.ts. */
export const handler = queueConsumerNotYetAvailable('send-email');
