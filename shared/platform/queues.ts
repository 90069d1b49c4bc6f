/** The work queues of the pipelines: generation (emails to write), sending (emails to send), inbound (provider events). */
export const QUEUE_NAMES = ['generation', 'sending', 'inbound'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];
