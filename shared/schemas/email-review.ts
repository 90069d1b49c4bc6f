import * as z from './zod';

import { CampaignStatusSchema, ChannelSchema, LanguageSchema } from '../domain/campaign';
import { EmailListTabSchema, EmailStatusSchema, ReviewStatusSchema } from '../domain/email';
import { EMAIL_BULK_MAX_IDS, EMAIL_REVIEW_ACTIONS, REGENERATE_INSTRUCTION_MAX_LENGTH } from '../domain/email-review';
import { LINKEDIN_EXTENSION_MAX_MESSAGES } from '../domain/linkedin';
import {
  EMAIL_BODY_MAX_LENGTH,
  SUBJECT_MAX_LENGTH,
  addIssue,
  arrayField,
  booleanField,
  enumField,
  idField,
  inputObject,
  intField,
  isoDateTimeField,
  listRequestShape,
  optionalText,
  requiredText,
} from './common';
import { EmailMessageSchema, EmailViolationSchema } from './email-message';
import { EmailReplySchema } from './email-reply';
import { TimeZoneSchema } from './time-zone';

export { TimeZoneSchema };

// ---------------------------------------------------------------------------
// Listing
// ---------------------------------------------------------------------------

/** What the review queue filters on besides the tab; `search` looks in the subject and the recipient. */
export const emailFilterShape = {
  tab: z._default(enumField(EmailListTabSchema, 'Tab'), 'GENERATED'),
  campaignId: z.optional(idField('Campaign ID')),
  contactId: z.optional(idField('Contact ID')),
  reviewStatus: z.optional(enumField(ReviewStatusSchema, 'Review status')),
  channel: z.optional(enumField(ChannelSchema, 'Channel')),
  search: listRequestShape.search,
};
export const EmailFilterSchema = inputObject('Filter', emailFilterShape);
export type EmailFilter = z.infer<typeof EmailFilterSchema>;
export type EmailFilterInput = z.input<typeof EmailFilterSchema>;

/** A page of the review queue: newest first, one tab, filtered. */
export const EmailListRequestSchema = inputObject('List request', {
  ...listRequestShape,
  ...emailFilterShape,
});
export type EmailListRequest = z.infer<typeof EmailListRequestSchema>;

/**
 * One email as the review queue lists it: everything but its body, with the recipient and the
 * campaign's name. The body is read with the email itself.
 */
export const EmailSummarySchema = z.object({
  id: z.string(),
  namespaceId: z.string(),
  campaignId: z.string(),
  campaignName: z.optional(z.string()),
  contactId: z.string(),
  contactEmail: z.optional(z.string()),
  contactName: z.optional(z.string()),
  /** what `{{firstName}}` in the subject stands for */
  contactFirstName: z.optional(z.string()),
  senderEmail: z.optional(z.string()),
  type: EmailMessageSchema.shape.type,
  status: EmailStatusSchema,
  reviewStatus: ReviewStatusSchema,
  copyStatus: EmailMessageSchema.shape.copyStatus,
  channel: ChannelSchema,
  language: LanguageSchema,
  subject: z.optional(z.string()),
  /** the cadence step (0 for the first email): in an email's thread, not in the queue's list */
  step: z.optional(z.number()),
  scheduledAt: z.optional(z.string()),
  sentAt: z.optional(z.string()),
  failureReason: z.optional(z.string()),
  violations: z.optional(z.array(EmailViolationSchema)),
  /** Scheduled by a rep who confirmed it breaks writing rules; reports count these. */
  sentAgainstRules: z.optional(z.boolean()),
  /** when the send planner means to send it (SCHEDULED tab) */
  plannedAt: z.optional(z.string()),
  /** the zone the planned time was read in: the recipient's when known, else the sender's */
  plannedTimeZone: z.optional(z.string()),
  /** why it is held back, while it is */
  holdReason: z.optional(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EmailSummary = z.infer<typeof EmailSummarySchema>;

// ---------------------------------------------------------------------------
// One email: the body, the recipient's view, the checker's context, thread and history
// ---------------------------------------------------------------------------

/** The checker's context (shared/rules/email EmailCheckContext), so the browser checks as the server does. */
const EmailCheckContextSchema = z.object({
  channel: ChannelSchema,
  language: z.optional(LanguageSchema),
  type: z.optional(EmailMessageSchema.shape.type),
  senderName: z.string(),
  hasSignature: z.boolean(),
  callToAction: z.object({ hasDescription: z.boolean(), hasLink: z.boolean() }),
  linkedInPremium: z.optional(z.boolean()),
  productNames: z.optional(z.array(z.string())),
  companyNames: z.optional(z.array(z.string())),
  receiverCompanyName: z.optional(z.string()),
  contactFirstName: z.optional(z.string()),
  footer: z.optional(z.boolean()),
});

/** What the placeholders of the email stand for when it is sent to this contact. */
const EmailPlaceholderValuesSchema = z.object({
  firstName: z.optional(z.string()),
  link: z.optional(z.string()),
  signature: z.optional(z.string()),
});

export const EMAIL_HISTORY_KINDS = ['VERSION', 'STATUS', 'REVIEW'] as const;

/**
 * One entry of an email's history: an earlier version (subject and body as they were, and what
 * wrote them), a status change, or a review mark; who made it (a user id, or `system`).
 */
const EmailHistoryEntrySchema = z.object({
  emailId: z.string(),
  kind: z.enum(EMAIL_HISTORY_KINDS),
  at: z.string(),
  by: z.string(),
  fromStatus: z.optional(EmailStatusSchema),
  toStatus: z.optional(EmailStatusSchema),
  reviewStatus: z.optional(ReviewStatusSchema),
  subject: z.optional(z.string()),
  bodyHtml: z.optional(z.string()),
  /** what wrote the version: a writer (`offline`, `openai:…`) or `edited` */
  writer: z.optional(z.string()),
  instruction: z.optional(z.string()),
  note: z.optional(z.string()),
});
export type EmailHistoryEntry = z.infer<typeof EmailHistoryEntrySchema>;

/**
 * The opens and clicks of a sent email, as the rep reads them: a person's counted apart from the
 * fetches of machines (mail scanners, image proxies), with the first and last time a person opened
 * and clicked.
 */
const EmailActivityViewSchema = z.object({
  opens: z.number(),
  clicks: z.number(),
  machineOpens: z.number(),
  machineClicks: z.number(),
  firstOpenedAt: z.optional(z.string()),
  lastOpenedAt: z.optional(z.string()),
  firstClickedAt: z.optional(z.string()),
  lastClickedAt: z.optional(z.string()),
});
export type EmailActivityView = z.infer<typeof EmailActivityViewSchema>;

export const EmailDetailSchema = z.object({
  email: EmailMessageSchema,
  campaign: z.nullable(z.object({ id: z.string(), name: z.string(), status: CampaignStatusSchema })),
  contact: z.nullable(
    z.object({
      id: z.string(),
      email: z.string(),
      firstName: z.optional(z.string()),
      lastName: z.optional(z.string()),
      jobTitle: z.optional(z.string()),
      linkedInUrl: z.optional(z.string()),
    }),
  ),
  placeholders: EmailPlaceholderValuesSchema,
  /** null when the campaign's parts are gone: the email can still be read, not checked */
  check: z.nullable(EmailCheckContextSchema),
  /** the other emails of the thread (same campaign and contact), oldest first */
  thread: z.array(EmailSummarySchema),
  /** the contact's answers to the emails of the thread (same campaign), oldest first */
  replies: z.array(EmailReplySchema),
  /** earlier versions and changes, newest first */
  history: z.array(EmailHistoryEntrySchema),
  /** the next time the sending rules allow, for 'Schedule at the next slot', as the send planner reads them */
  nextSlot: z.string(),
  /** the zone the next slot is read in: the recipient's, else the sender's, else the instance's */
  nextSlotTimeZone: z.string(),
  /** its opens and clicks, for a sent email of the EMAIL channel; null when none was recorded or it is not one */
  activity: z.nullable(EmailActivityViewSchema),
});
export type EmailDetail = z.infer<typeof EmailDetailSchema>;

// ---------------------------------------------------------------------------
// Changes
// ---------------------------------------------------------------------------

/**
 * An edit: the subject (not on LinkedIn) and the body. `updatedAt` is the version the rep edited:
 * when given and the email changed since, the edit is refused with 409 rather than overwrite.
 */
export const EmailEditInputSchema = inputObject('Email', {
  subject: optionalText('Subject', SUBJECT_MAX_LENGTH),
  bodyHtml: requiredText('Email body', EMAIL_BODY_MAX_LENGTH),
  updatedAt: z.optional(isoDateTimeField('Updated at')),
});
export type EmailEditInput = z.infer<typeof EmailEditInputSchema>;

export const EmailRegenerateInputSchema = inputObject('Regenerate request', {
  instruction: optionalText('Instruction', REGENERATE_INSTRUCTION_MAX_LENGTH),
});

export const EmailReviewInputSchema = inputObject('Review', {
  reviewStatus: enumField(ReviewStatusSchema, 'Review status'),
});

const scheduleShape = {
  /** when to send; left out: the next slot the sending rules allow */
  at: z.optional(isoDateTimeField('Send time')),
  /** the rep confirmed scheduling an email that breaks writing rules */
  acceptViolations: z.optional(booleanField('Accept violations')),
};
export const EmailScheduleInputSchema = inputObject('Schedule request', scheduleShape);
export type EmailScheduleInput = z.infer<typeof EmailScheduleInputSchema>;

const EmailBulkActionSchema = z.enum(['REVIEW', 'UNREVIEW', 'SCHEDULE', 'CANCEL']);
export type EmailBulkAction = z.infer<typeof EmailBulkActionSchema>;

/**
 * A bulk change over a selection (`ids`) or over everything a filter matches (`filter`, walked a
 * chunk per call: call again with the answer's cursor until it is null).
 */
export const EmailBulkInputSchema = inputObject('Bulk request', {
  action: enumField(EmailBulkActionSchema, 'Action'),
  ids: z.optional(
    arrayField('Emails', idField('Email ID')).check(
      z.minLength(1, 'Choose at least one email.'),
      z.maxLength(EMAIL_BULK_MAX_IDS, `Choose at most ${EMAIL_BULK_MAX_IDS} emails, or apply the action to the filter.`),
    ),
  ),
  filter: z.optional(EmailFilterSchema),
  cursor: listRequestShape.cursor,
  ...scheduleShape,
}).check(
  z.superRefine((value, ctx) => {
    if ((value.ids === undefined) === (value.filter === undefined)) {
      addIssue(ctx, ['ids'], 'Give either the emails (ids) or a filter, not both.');
    }
  }),
);
export type EmailBulkInput = z.infer<typeof EmailBulkInputSchema>;

/** An email a bulk change left as it was: its status (none when it does not exist) and why. */
const EmailBulkSkipSchema = z.object({ id: z.string(), status: z.optional(EmailStatusSchema), reason: z.string() });

export const EmailBulkResultSchema = z.object({
  /** emails looked at by this call */
  processed: z.number(),
  /** of those, emails changed */
  changed: z.number(),
  /** emails left as they were, and why (already in that state, not allowed from their status, breaks rules) */
  skipped: z.array(EmailBulkSkipSchema),
  /** null when the filter has nothing more; call again with it otherwise */
  cursor: z.nullable(z.string()),
  /** how many emails the filter matches, on the first call over a filter (for progress) */
  total: z.optional(z.number()),
});
export type EmailBulkResult = z.infer<typeof EmailBulkResultSchema>;

export { EMAIL_REVIEW_ACTIONS };

// ---------------------------------------------------------------------------
// The contact's thread
// ---------------------------------------------------------------------------

/** Every email to a contact, newest first, each with its body, earlier versions and changes. */
export const ContactThreadSchema = z.object({
  items: z.array(
    z.object({
      email: EmailSummarySchema,
      bodyHtml: z.optional(z.string()),
      campaignName: z.optional(z.string()),
      history: z.array(EmailHistoryEntrySchema),
      /** the contact's answers to this email, oldest first */
      replies: z.array(EmailReplySchema),
    }),
  ),
  /** true when the contact has more emails than the thread shows */
  truncated: z.boolean(),
});
export type ContactThread = z.infer<typeof ContactThreadSchema>;

// ---------------------------------------------------------------------------
// The LinkedIn browser extension's session
// ---------------------------------------------------------------------------

/**
 * The extension reports the messages it sent (and those it could not) and asks for the next batch:
 * LinkedIn messages scheduled to go now, at most 10, held for it for 10 minutes.
 */
export const LinkedInSessionInputSchema = inputObject('LinkedIn session', {
  sent: z.optional(
    arrayField('Sent messages', idField('Message ID')).check(
      z.maxLength(LINKEDIN_EXTENSION_MAX_MESSAGES, `Report at most ${LINKEDIN_EXTENSION_MAX_MESSAGES} sent messages.`),
    ),
  ),
  failed: z.optional(
    arrayField('Failed messages', idField('Message ID')).check(
      z.maxLength(LINKEDIN_EXTENSION_MAX_MESSAGES, `Report at most ${LINKEDIN_EXTENSION_MAX_MESSAGES} failed messages.`),
    ),
  ),
  /** how many messages to hand out, default and at most 10 */
  take: z.optional(intField('Take', 0, LINKEDIN_EXTENSION_MAX_MESSAGES)),
});
export type LinkedInSessionInput = z.infer<typeof LinkedInSessionInputSchema>;

export const LinkedInSessionSchema = z.object({
  /** the reported messages recorded as sent, and those put back on the schedule */
  recorded: z.object({ sent: z.number(), failed: z.number() }),
  messages: z.array(
    z.object({
      id: z.string(),
      contactId: z.string(),
      contactName: z.optional(z.string()),
      linkedInUrl: z.optional(z.string()),
      /** the message as the contact will read it (placeholders filled) */
      text: z.string(),
      /** until when the message is held for this session */
      heldUntil: z.string(),
    }),
  ),
});
export type LinkedInSession = z.infer<typeof LinkedInSessionSchema>;
