import { queueConsumerNotYetAvailable } from './not-yet-available';

/** Handles delivery, bounce, complaint, open, click and reply events (inbound-events queue). Not available in this version: see not-yet-available.ts. */
export const handler = queueConsumerNotYetAvailable('inbound-events');
