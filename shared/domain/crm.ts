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

const CRM_LEAD_STATUSES = ['QUALIFIED', 'UNQUALIFIED', 'DELETED'] as const;
export const CrmLeadStatusSchema = z.enum(CRM_LEAD_STATUSES);

const CRM_TASK_STATUSES = ['Completed', 'Deferred', 'In Progress', 'Not Started', 'Waiting on someone else'] as const;
export const CrmTaskStatusSchema = z.enum(CRM_TASK_STATUSES);

const CRM_TASK_SUBTYPES = ['Task', 'Email', 'LinkedIn', 'List Email', 'Cadence', 'Call'] as const;
export const CrmTaskSubtypeSchema = z.enum(CRM_TASK_SUBTYPES);

/** The wait between two calls to a CRM, whatever its own limits allow. */
export const CRM_RATE_LIMIT_WAIT_MS = 100;

/** HubSpot's object type ids. */
export const CRM_OBJECT_TYPE_IDS = { contact: '0-1', company: '0-2', deal: '0-3', ticket: '0-5' } as const;

/**
 * What the product writes back to a CRM (update contacts):
 * - EMAIL_SENT: the email, logged on the contact (HubSpot email engagement, Salesforce Task);
 * - REPLY: the reply with its class, as a note;
 * - BOUNCE: the bounce, as a note;
 * - OPT_OUT: the contact unsubscribed, complained or hard-bounced: opted out of email in the CRM.
 */
export const CRM_OUTBOX_KINDS = ['EMAIL_SENT', 'REPLY', 'BOUNCE', 'OPT_OUT'] as const;
export const CrmOutboxKindSchema = z.enum(CRM_OUTBOX_KINDS);
export type CrmOutboxKind = z.infer<typeof CrmOutboxKindSchema>;
