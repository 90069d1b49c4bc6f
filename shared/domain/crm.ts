import * as z from '../schemas/zod';

/** Email message status numbers used by CRMs. */
export const CRM_EMAIL_MESSAGE_STATUS = {
  NEW: 0,
  READ: 1,
  REPLIED: 2,
  SENT: 3,
  FORWARDED: 4,
  DRAFT: 5,
} as const;
export type CrmEmailMessageStatus = keyof typeof CRM_EMAIL_MESSAGE_STATUS;

export const CRM_LEAD_STATUSES = ['QUALIFIED', 'UNQUALIFIED', 'DELETED'] as const;
export const CrmLeadStatusSchema = z.enum(CRM_LEAD_STATUSES);
export type CrmLeadStatus = z.infer<typeof CrmLeadStatusSchema>;

export const CRM_TASK_STATUSES = ['Completed', 'Deferred', 'In Progress', 'Not Started', 'Waiting on someone else'] as const;
export const CrmTaskStatusSchema = z.enum(CRM_TASK_STATUSES);
export type CrmTaskStatus = z.infer<typeof CrmTaskStatusSchema>;

export const CRM_TASK_SUBTYPES = ['Task', 'Email', 'LinkedIn', 'List Email', 'Cadence', 'Call'] as const;
export const CrmTaskSubtypeSchema = z.enum(CRM_TASK_SUBTYPES);
export type CrmTaskSubtype = z.infer<typeof CrmTaskSubtypeSchema>;

/** CRM object type ids. */
export const CRM_OBJECT_TYPE_IDS = {
  contact: '0-1',
  company: '0-2',
  deal: '0-3',
  ticket: '0-5',
} as const;

/** Waits between calls to respect third-party rate limits, in milliseconds. */
export const CRM_RATE_LIMIT_WAIT_MS = 100;
export const CONTACT_ENRICHMENT_WAIT_MS = 3000;
