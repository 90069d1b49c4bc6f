import * as z from './zod';

/** What kind of answer a reply kept on a thread is: a person's reply, a request to stop, an absence notice. */
export const EMAIL_REPLY_KINDS = ['REPLY', 'STOP', 'OUT_OF_OFFICE'] as const;
export const EmailReplyKindSchema = z.enum(EMAIL_REPLY_KINDS);
export type EmailReplyKind = z.infer<typeof EmailReplyKindSchema>;

/** What a person's reply says of their interest; 'not interested' is never read as interested. */
export const REPLY_INTERESTS = ['INTERESTED', 'NOT_INTERESTED', 'NEUTRAL'] as const;
export const ReplyInterestSchema = z.enum(REPLY_INTERESTS);
export type ReplyInterest = z.infer<typeof ReplyInterestSchema>;

/** The longest reply text kept: the person's own words, quoted history stripped. */
export const REPLY_TEXT_MAX_LENGTH = 5000;

/**
 * An answer to one of our emails, kept on the thread: who wrote it, when, and their own words
 * (quoted history stripped); for an absence notice, when they are back and when the next
 * follow-up may go.
 */
export const EmailReplySchema = z.object({
  emailId: z.string(),
  campaignId: z.string(),
  contactId: z.string(),
  kind: EmailReplyKindSchema,
  receivedAt: z.string(),
  fromAddress: z.optional(z.string()),
  subject: z.optional(z.string()),
  text: z.optional(z.string()),
  interest: z.optional(ReplyInterestSchema),
  returnDate: z.optional(z.string()),
  followUpNotBefore: z.optional(z.string()),
});
export type EmailReply = z.infer<typeof EmailReplySchema>;
