import * as z from './zod';

import {
  ChannelSchema,
  CopyStatusSchema,
  DEFAULT_COPY_STATUS,
  DEFAULT_EMAIL_STATUS,
  DEFAULT_REVIEW_STATUS,
  EmailOriginSchema,
  EmailStatusSchema,
  EmailTypeSchema,
  LanguageSchema,
  ReviewStatusSchema,
} from '../domain';
import type { Channel, EmailType } from '../domain';
import {
  EMAIL_BODY_MAX_LENGTH,
  SUBJECT_MAX_LENGTH,
  addIssue,
  emailField,
  enumField,
  idField,
  inputObject,
  isoDateTimeField,
  nonNegativeIntField,
  optionalField,
  optionalId,
  optionalText,
  requiredText,
  tenantEntity,
  updateInputObject,
} from './common';

const FOLLOW_UP_WITHOUT_ROOT_MESSAGE = 'A follow-up needs the email it follows.';
const SUBJECT_REQUIRED_MESSAGE = 'Subject is required for emails.';
const FAILURE_REASON_MAX_LENGTH = 2000;

const emailMessageInputShape = {
  campaignId: idField('Campaign ID'),
  contactId: idField('Contact ID'),
  senderEmail: optionalField('Sender email', emailField('Sender email')),
  type: enumField(EmailTypeSchema, 'Email type'),
  status: z._default(enumField(EmailStatusSchema, 'Email status'), DEFAULT_EMAIL_STATUS),
  reviewStatus: z._default(enumField(ReviewStatusSchema, 'Review status'), DEFAULT_REVIEW_STATUS),
  copyStatus: z._default(enumField(CopyStatusSchema, 'Copy status'), DEFAULT_COPY_STATUS),
  channel: enumField(ChannelSchema, 'Channel'),
  language: enumField(LanguageSchema, 'Language'),
  /** Required on the EMAIL channel; LinkedIn messages have none. */
  subject: optionalText('Subject', SUBJECT_MAX_LENGTH),
  bodyHtml: requiredText('Email body', EMAIL_BODY_MAX_LENGTH),
  bodyText: optionalText('Plain-text body', EMAIL_BODY_MAX_LENGTH),
  /** The first email of the thread; required for a FOLLOW_UP. */
  threadRootId: optionalId('Thread root ID'),
  /** Position in the cadence, 0 for the first email. */
  step: z.optional(nonNegativeIntField('Step')),
  scheduledAt: z.optional(isoDateTimeField('Scheduled at')),
  sentAt: z.optional(isoDateTimeField('Sent at')),
  failureReason: optionalText('Failure reason', FAILURE_REASON_MAX_LENGTH),
};

interface MessageRuleInput {
  type?: EmailType | undefined;
  channel?: Channel | undefined;
  subject?: string | undefined;
  threadRootId?: string | undefined;
}

/**
 * A follow-up names the email it follows; an email on the EMAIL channel has a subject.
 * An update is checked only for the type or channel it names.
 */
function checkMessageFields(value: MessageRuleInput, ctx: z.core.$RefinementCtx): void {
  if (value.type === 'FOLLOW_UP' && value.threadRootId === undefined) {
    addIssue(ctx, ['threadRootId'], FOLLOW_UP_WITHOUT_ROOT_MESSAGE);
  }
  if (value.channel === 'EMAIL' && value.subject === undefined) {
    addIssue(ctx, ['subject'], SUBJECT_REQUIRED_MESSAGE);
  }
}

/** A stored email: as an input, except that one not yet written (no body) has no subject either. */
function checkStoredMessage(value: MessageRuleInput & { bodyHtml?: string | undefined }, ctx: z.core.$RefinementCtx): void {
  if (value.type === 'FOLLOW_UP' && value.threadRootId === undefined) {
    addIssue(ctx, ['threadRootId'], FOLLOW_UP_WITHOUT_ROOT_MESSAGE);
  }
  if (value.channel === 'EMAIL' && value.subject === undefined && value.bodyHtml !== undefined) {
    addIssue(ctx, ['subject'], SUBJECT_REQUIRED_MESSAGE);
  }
}

/** One rule a written email breaks. */
export const EmailViolationSchema = z.object({ code: z.string(), message: z.string() });

/**
 * One generated email (or LinkedIn message) to one contact. An email being written (CREATED) has
 * no body yet, nor has one whose writing failed; the server also records who wrote it, the tokens
 * it took and the rules it breaks.
 */
export const EmailMessageSchema = tenantEntity({
  ...emailMessageInputShape,
  bodyHtml: optionalText('Email body', EMAIL_BODY_MAX_LENGTH),
  writer: z.optional(z.string()),
  promptTokens: z.optional(z.number()),
  completionTokens: z.optional(z.number()),
  totalTokens: z.optional(z.number()),
  violations: z.optional(z.array(EmailViolationSchema)),
  attempts: z.optional(z.number()),
  /**
   * how the generation worker's save left it, set by that save alone and never changed after: what
   * its campaign's `written` and `failed` counts count (a recount counts these)
   */
  writeOutcome: z.optional(z.enum(['SAVED', 'FAILED'])),
  queuedAt: z.optional(z.string()),
  /** the recipient as the email was planned for them, so lists show and search them without a read per row */
  contactEmail: z.optional(z.string()),
  contactName: z.optional(z.string()),
  contactFirstName: z.optional(z.string()),
  /** scheduled by a rep who confirmed that it breaks writing rules (reports count these) */
  sentAgainstRules: z.optional(z.boolean()),
  /** when the send planner means to send it: the scheduled time moved into the recipient's window, with jitter */
  plannedAt: z.optional(z.string()),
  /** the zone the planned time's office hours and weekdays were read in (the recipient's, else the sender's) */
  plannedTimeZone: z.optional(z.string()),
  /** why a scheduled email is held back (e.g. 'daily cap of this sender reached (30)'), while it is */
  holdReason: z.optional(z.string()),
  /** sends tried: a temporary refusal puts the email back, up to EMAIL_MAX_RETRIES */
  sendAttempts: z.optional(z.number()),
  /** the provider's id of the sent message (SMTP queue id, Gmail or Graph message id) */
  providerMessageId: z.optional(z.string()),
  /** the provider's thread (Gmail thread id, Graph conversation id), for the follow-ups */
  providerThreadId: z.optional(z.string()),
  /** MANUAL: written by a member by hand (`writtenBy`), in answer to a message of the replies inbox (`replyId`) */
  origin: z.optional(EmailOriginSchema),
  writtenBy: z.optional(z.string()),
  replyId: z.optional(z.string()),
  /** the Message-ID a hand-written email answers, and the thread's Message-IDs before it, so it threads */
  inReplyTo: z.optional(z.string()),
  references: z.optional(z.array(z.string())),
}).check(z.superRefine(checkStoredMessage));
export const CreateEmailMessageInputSchema = inputObject('Email', emailMessageInputShape).check(
  z.superRefine(checkMessageFields),
);
export const UpdateEmailMessageInputSchema = updateInputObject('Email', emailMessageInputShape).check(
  z.superRefine(checkMessageFields),
);

export type EmailMessage = z.infer<typeof EmailMessageSchema>;
