import { ContactEmailStatusSchema, EmailStatusSchema } from '../domain/email';
import { ContactStatusSchema } from '../domain/contact';
import { booleanField, enumField, inputObject, listRequestShape, requiredText } from './common';
import * as z from './zod';

/**
 * What a message that answered one of our emails is, as the mailbox classifier reads it: a
 * person's reply, a request to stop, an absence notice, a notice that the person left, another
 * machine's answer, a delivery report (permanent, temporary, or a policy block) or a complaint.
 * Every one that matched an email of ours is kept, so a misread one can be seen and corrected.
 */
export const EMAIL_REPLY_KINDS = [
  'REPLY',
  'STOP',
  'OUT_OF_OFFICE',
  'LEFT_COMPANY',
  'AUTO_REPLY',
  'HARD_BOUNCE',
  'SOFT_BOUNCE',
  'BLOCKED',
  'COMPLAINT',
] as const;
const EmailReplyKindSchema = z.enum(EMAIL_REPLY_KINDS);
export type EmailReplyKind = z.infer<typeof EmailReplyKindSchema>;

/** What a person's reply says of their interest; 'not interested' is never read as interested. */
export const REPLY_INTERESTS = ['INTERESTED', 'NOT_INTERESTED', 'NEUTRAL'] as const;
const ReplyInterestSchema = z.enum(REPLY_INTERESTS);
export type ReplyInterest = z.infer<typeof ReplyInterestSchema>;

/** The longest reply text kept: the person's own words, quoted history stripped. */
export const REPLY_TEXT_MAX_LENGTH = 5000;

/**
 * An answer to one of our emails, kept on the thread: who wrote it, when, what the classifier read
 * it as and why, and their own words (quoted history stripped); for an absence notice, when they
 * are back and when the next follow-up may go. `contactBefore` and `emailStatusBefore` are the
 * contact's and the email's statuses when it arrived, so that a correction can put them back.
 */
export const EmailReplySchema = z.object({
  emailId: z.string(),
  campaignId: z.string(),
  contactId: z.string(),
  kind: EmailReplyKindSchema,
  receivedAt: z.string(),
  fromAddress: z.optional(z.string()),
  /** the message's own Message-ID (`<id@host>`), which a follow-up written by hand answers */
  messageId: z.optional(z.string()),
  subject: z.optional(z.string()),
  text: z.optional(z.string()),
  interest: z.optional(ReplyInterestSchema),
  /** the person hands the conversation to a colleague */
  referral: z.optional(z.boolean()),
  /** the person asks for a meeting or a call */
  meetingRequest: z.optional(z.boolean()),
  /** what decided the class (a header, a phrase, a status), never an address */
  reason: z.optional(z.string()),
  /** the model whose second opinion set the interest (a NEUTRAL reply's), when one was asked */
  secondOpinion: z.optional(z.string()),
  /** a delivery report's status, e.g. '5.1.1' */
  deliveryStatus: z.optional(z.string()),
  returnDate: z.optional(z.string()),
  followUpNotBefore: z.optional(z.string()),
  contactStatusBefore: z.optional(ContactStatusSchema),
  contactEmailStatusBefore: z.optional(ContactEmailStatusSchema),
  emailStatusBefore: z.optional(EmailStatusSchema),
});
export type EmailReply = z.infer<typeof EmailReplySchema>;

// ---------------------------------------------------------------------------
// The replies inbox
// ---------------------------------------------------------------------------

/** The inbox's filters: a person's interest, a stop, a referral, an absence, a machine's answers. */
export const REPLY_INBOX_FILTERS = [
  'INTERESTED',
  'NOT_INTERESTED',
  'STOP',
  'REFERRAL',
  'OUT_OF_OFFICE',
  'BOUNCES',
  'AUTO_REPLIES',
  'UNHANDLED',
] as const;
const ReplyInboxFilterSchema = z.enum(REPLY_INBOX_FILTERS);
export type ReplyInboxFilter = z.infer<typeof ReplyInboxFilterSchema>;

/** The classes each filter shows (with INTERESTED and NOT_INTERESTED, a reply's interest too). */
export const REPLY_FILTER_KINDS: Readonly<Record<ReplyInboxFilter, readonly EmailReplyKind[] | undefined>> = {
  INTERESTED: ['REPLY'],
  NOT_INTERESTED: ['REPLY'],
  STOP: ['STOP'],
  REFERRAL: undefined,
  OUT_OF_OFFICE: ['OUT_OF_OFFICE', 'LEFT_COMPANY'],
  BOUNCES: ['HARD_BOUNCE', 'SOFT_BOUNCE', 'BLOCKED', 'COMPLAINT'],
  AUTO_REPLIES: ['AUTO_REPLY'],
  UNHANDLED: undefined,
};

/** The id of a kept message in the inbox: `<contactId>.<emailId>.<key>` (ids and keys have no dots). */
export const REPLY_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}\.[A-Za-z0-9_-]{1,128}\.[A-Za-z0-9_-]{1,64}$/;
const REPLY_ID_MESSAGE = 'Message ID must be a message of the replies inbox.';

export const ReplyIdParamsSchema = z.object({
  id: z.string({ error: REPLY_ID_MESSAGE }).check(z.regex(REPLY_ID_PATTERN, REPLY_ID_MESSAGE)),
});

/**
 * One message of the inbox: as kept, as classified, with its correction (`label`, the class a
 * member gave it, and the interest with it) and whether it was handled, by whom and when.
 */
export const ReplyInboxItemSchema = z.object({
  ...EmailReplySchema.shape,
  id: z.string(),
  label: z.optional(EmailReplyKindSchema),
  labelInterest: z.optional(ReplyInterestSchema),
  labelledBy: z.optional(z.string()),
  labelledAt: z.optional(z.string()),
  handledBy: z.optional(z.string()),
  handledAt: z.optional(z.string()),
});
export type ReplyInboxItem = z.infer<typeof ReplyInboxItemSchema>;

/** The class a message stands as: its correction, else what the classifier read. */
export function currentKind(item: Pick<ReplyInboxItem, 'kind' | 'label'>): EmailReplyKind {
  return item.label ?? item.kind;
}

/** The interest a message stands as: its correction's, else what was read. */
export function currentInterest(item: Pick<ReplyInboxItem, 'interest' | 'label' | 'labelInterest'>): ReplyInterest | undefined {
  return item.label === undefined ? item.interest : item.labelInterest;
}

export const ReplyListRequestSchema = inputObject('Replies list request', {
  ...listRequestShape,
  filter: z.optional(enumField(ReplyInboxFilterSchema, 'Filter')),
  contactId: z.optional(requiredText('Contact ID', 64)),
});
export type ReplyListRequest = z.infer<typeof ReplyListRequestSchema>;

/** Marks a message handled (or not handled again). */
export const ReplyHandledInputSchema = inputObject('Handled', { handled: booleanField('Handled') });

/**
 * A correction: the class the message really is (and, for a reply, its interest). `expected` is
 * the class the member saw, so that of two corrections made at once only the first applies.
 */
export const ReplyCorrectionInputSchema = inputObject('Correction', {
  kind: enumField(EmailReplyKindSchema, 'Class'),
  interest: z.optional(enumField(ReplyInterestSchema, 'Interest')),
  expected: enumField(EmailReplyKindSchema, 'Expected class'),
});
export type ReplyCorrectionInput = z.infer<typeof ReplyCorrectionInputSchema>;

/** What a correction did: the message as it now stands and each effect on the contact, in words. */
export const ReplyCorrectionResultSchema = z.object({
  reply: ReplyInboxItemSchema,
  effects: z.array(z.string()),
});
export type ReplyCorrectionResult = z.infer<typeof ReplyCorrectionResultSchema>;
