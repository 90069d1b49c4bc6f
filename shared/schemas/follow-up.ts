import { SUBJECT_MAX_LENGTH, inputObject, requiredText } from './common';
import { EmailMessageSchema } from './email-message';
import * as z from './zod';

/** A hand-written email's key against double sends: 8–64 letters, digits, underscores or hyphens, one per composer. */
const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
export const IDEMPOTENCY_KEY_MESSAGE = 'Idempotency key must be 8–64 letters, digits, underscores or hyphens.';
/** The longest text a rep writes in a follow-up: half an email body's limit, so the HTML made from it has room. */
const FOLLOW_UP_TEXT_MAX_LENGTH = 10_000;

/**
 * A follow-up a member writes by hand to a message of the replies inbox: its subject and text,
 * and a key the composer makes once, so that a double click or a retried request sends one email.
 */
export const FollowUpInputSchema = inputObject('Follow-up', {
  subject: requiredText('Subject', SUBJECT_MAX_LENGTH),
  body: requiredText('Body', FOLLOW_UP_TEXT_MAX_LENGTH),
  idempotencyKey: z
    .string({ error: (issue) => (issue.input === undefined ? 'Idempotency key is required.' : IDEMPOTENCY_KEY_MESSAGE) })
    .check(z.regex(IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_MESSAGE)),
});
export type FollowUpInput = z.infer<typeof FollowUpInputSchema>;

/** Why a follow-up cannot be written to a message now; the text says it to the rep. */
const FOLLOW_UP_BLOCKS = ['STOP', 'NOT_A_PERSON', 'CONTACT_SUPPRESSED', 'CONTACT_MISSING', 'MAILBOX_UNUSABLE'] as const;
const FollowUpBlockSchema = z.enum(FOLLOW_UP_BLOCKS);
export type FollowUpBlock = z.infer<typeof FollowUpBlockSchema>;

/**
 * What the composer starts from: who it goes to and from (the thread's mailbox), the subject
 * ("Re: " and the thread's), the sender's signature as text when it has one, why it cannot be sent
 * when it cannot, and the follow-ups already written to the message, newest first.
 */
export const FollowUpDraftSchema = z.object({
  replyId: z.string(),
  to: z.object({ email: z.string(), name: z.optional(z.string()) }),
  from: z.object({ email: z.string(), name: z.optional(z.string()) }),
  subject: z.string(),
  signature: z.optional(z.string()),
  blocked: z.optional(z.object({ code: FollowUpBlockSchema, message: z.string() })),
  followUps: z.array(EmailMessageSchema),
});
export type FollowUpDraft = z.infer<typeof FollowUpDraftSchema>;

/** The follow-up as written and queued (the same email for a repeated request). */
export const FollowUpResultSchema = z.object({ email: EmailMessageSchema, created: z.boolean() });
export type FollowUpResult = z.infer<typeof FollowUpResultSchema>;

/** The subject of an answer in a thread: "Re: " once before the thread's subject. */
export function replySubject(subject: string | undefined): string {
  const base = (subject ?? '').trim();
  return /^re\s*:/i.test(base) ? base : `Re: ${base}`.trim();
}
