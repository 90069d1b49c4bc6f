import * as z from '../schemas/zod';

/** Statuses of one email message through its life. */
export const EMAIL_STATUSES = [
  'CREATED',
  'SAVED',
  'REGENERATED',
  'SCHEDULED',
  'SENDING',
  'SENT',
  'READ',
  'CLICKED',
  'REPLIED',
  'FAILED',
  'CANCELLED',
  'BOUNCED',
  'SPAM',
  'LIFECYCLE_STAGE_TOO_HIGH',
] as const;
export const EmailStatusSchema = z.enum(EMAIL_STATUSES);
export type EmailStatus = z.infer<typeof EmailStatusSchema>;
export const DEFAULT_EMAIL_STATUS: EmailStatus = 'CREATED';

/**
 * Statuses of an email that has left the outbox: SENT and everything only a sent email can reach
 * (opened, clicked, replied, bounced, reported as spam). Drafts (CREATED, SAVED, REGENERATED),
 * SCHEDULED, and emails that never went out (FAILED, CANCELLED, LIFECYCLE_STAGE_TOO_HIGH) are not.
 */
const SENT_OR_LATER_EMAIL_STATUSES = [
  'SENT',
  'READ',
  'CLICKED',
  'REPLIED',
  'BOUNCED',
  'SPAM',
] as const satisfies readonly EmailStatus[];

/** True when an email with this status has been sent. */
export function isSentOrLater(status: EmailStatus): boolean {
  return (SENT_OR_LATER_EMAIL_STATUSES as readonly EmailStatus[]).includes(status);
}

/**
 * Contact-level email statuses: the message statuses plus two of the contact's own. SENDING, the
 * moments an email is being handed to the mailbox, is a message's state only.
 */
export const CONTACT_EMAIL_STATUSES = [
  ...EMAIL_STATUSES.filter((status): status is Exclude<EmailStatus, 'SENDING'> => status !== 'SENDING'),
  'DO_NOT_CONTACT',
  'NEW',
] as const;
export const ContactEmailStatusSchema = z.enum(CONTACT_EMAIL_STATUSES);
export type ContactEmailStatus = z.infer<typeof ContactEmailStatusSchema>;
export const DEFAULT_CONTACT_EMAIL_STATUS: ContactEmailStatus = 'NEW';

function titleCase(value: string): string {
  return value
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Labels shown to users; READ is shown as Opened. */
const STATUS_LABELS = Object.fromEntries(
  [...EMAIL_STATUSES, 'DO_NOT_CONTACT', 'NEW'].map((status) => [status, status === 'READ' ? 'Opened' : titleCase(status)]),
) as Readonly<Record<EmailStatus | ContactEmailStatus, string>>;
export const CONTACT_EMAIL_STATUS_LABELS: Readonly<Record<ContactEmailStatus, string>> = STATUS_LABELS;
export const EMAIL_STATUS_LABELS: Readonly<Record<EmailStatus, string>> = STATUS_LABELS;

/** Tabs of the Emails page. */
export const EMAIL_LIST_TABS = ['GENERATED', 'SCHEDULED', 'SENT'] as const;
export type EmailListTab = (typeof EMAIL_LIST_TABS)[number];
export const EmailListTabSchema = z.enum(EMAIL_LIST_TABS);

/**
 * The statuses each tab shows: GENERATED is everything written or being written that has not been
 * scheduled (failed writes included, so the rep can read why); SCHEDULED waits for its send time or
 * is being sent (SENDING); SENT is everything that left the outbox. docs/api.md lists them too.
 */
export const EMAIL_LIST_TAB_STATUSES: Readonly<Record<EmailListTab, readonly EmailStatus[]>> = {
  GENERATED: ['CREATED', 'SAVED', 'REGENERATED', 'FAILED', 'CANCELLED', 'LIFECYCLE_STAGE_TOO_HIGH'],
  SCHEDULED: ['SCHEDULED', 'SENDING'],
  SENT: SENT_OR_LATER_EMAIL_STATUSES,
};

/** The tab an email of this status is listed in. */
export function emailTabOf(status: EmailStatus): EmailListTab {
  return EMAIL_LIST_TABS.find((tab) => EMAIL_LIST_TAB_STATUSES[tab].includes(status)) ?? 'GENERATED';
}

export const EMAIL_TYPES = ['ROOT', 'FOLLOW_UP'] as const;
export const EmailTypeSchema = z.enum(EMAIL_TYPES);
export type EmailType = z.infer<typeof EmailTypeSchema>;

/**
 * Where an email came from: written by the product for a campaign or its cadence (no `origin`
 * kept), or written by a member by hand (MANUAL), which the send worker lets reach a contact who
 * replied and which no campaign or weekly counter counts.
 */
export const EMAIL_ORIGINS = ['MANUAL'] as const;
export const EmailOriginSchema = z.enum(EMAIL_ORIGINS);

export const REVIEW_STATUSES = ['NOT_REVIEWED', 'REVIEWED'] as const;
export const ReviewStatusSchema = z.enum(REVIEW_STATUSES);
export type ReviewStatus = z.infer<typeof ReviewStatusSchema>;
export const DEFAULT_REVIEW_STATUS: ReviewStatus = 'NOT_REVIEWED';

export const COPY_STATUSES = ['ORIGINAL', 'SENT'] as const;
export const CopyStatusSchema = z.enum(COPY_STATUSES);
type CopyStatus = z.infer<typeof CopyStatusSchema>;
export const DEFAULT_COPY_STATUS: CopyStatus = 'ORIGINAL';

/** Who history entries name when the recipient acted (an unsubscribe, a complaint, a reply). */
export const HISTORY_RECIPIENT = 'recipient';

const MEMBER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who made an email's history entry: a member of the team (their user id, a sign-in's subject),
 * the recipient, or the product itself (`system`, or the job or function that acted).
 */
export function historyActorOf(by: string): 'MEMBER' | 'RECIPIENT' | 'PRODUCT' {
  if (by === HISTORY_RECIPIENT) return 'RECIPIENT';
  return MEMBER_ID.test(by) ? 'MEMBER' : 'PRODUCT';
}
