/**
 * The work queues of the pipelines: generation (emails to write), sending (emails to send), inbound
 * (provider events), crmEvents (a CRM's webhook events, one per instance it reaches), crm (pages of
 * CRM contacts to import).
 */
export const QUEUE_NAMES = ['generation', 'sending', 'inbound', 'crmEvents', 'crm'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];
