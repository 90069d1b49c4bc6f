import { RESOURCE_NOT_FOUND_MESSAGES } from '../../../shared/domain/messages';
import { toPlainText } from '../../../shared/rules/email/html';
import { fillPlaceholders } from '../../../shared/rules/email/placeholders';
import { currentKind, type EmailReplyKind, type ReplyInboxItem } from '../../../shared/schemas/email-reply';
import type { EmailHistoryEntry } from '../../../shared/schemas/email-review';
import {
  replySubject,
  type FollowUpBlock,
  type FollowUpDraft,
  type FollowUpInput,
  type FollowUpResult,
} from '../../../shared/schemas/follow-up';
import { ConflictError, NotFoundError } from '../errors';
import type { TenantReader } from '../ports/data';
import type { ContactItem, EmailMessageItem, EmailSenderConfigItem, SignatureItem } from '../ports/items';
import type { ManualEmail, ManualEmailStore, ReplyInboxStore } from '../ports/replies';
import type { EmailReviewStore } from '../ports/review';
import { htmlOfText, manualEmailIdFor } from '../sending/manual-email';
import { pausedReasonOf } from '../../../shared/rules/mailbox-limits';
import { messageIdOf } from '../sending/message-id';
import type { TenantContext } from '../tenant';
import { replyRefOf } from './reply-inbox';

const NOT_FOUND = RESOURCE_NOT_FOUND_MESSAGES.reply;
/** A contact's emails read to find the follow-ups written to one of its messages. */
const CONTACT_EMAILS_READ = 200;
/** The classes a member answers by hand: a person's reply, and an automatic answer or absence notice a person will read later. */
const ANSWERABLE: readonly EmailReplyKind[] = ['REPLY', 'OUT_OF_OFFICE', 'AUTO_REPLY'];

/** What writing a follow-up by hand reads and writes through. */
interface FollowUpDeps {
  readonly inbox: Pick<ReplyInboxStore, 'get'>;
  readonly emails: Pick<EmailReviewStore, 'get' | 'listByContact'>;
  readonly contacts: Pick<TenantReader<ContactItem>, 'find'>;
  readonly senders: { findBySenderEmail(ctx: TenantContext, email: string): Promise<EmailSenderConfigItem | null> };
  readonly signatures: Pick<TenantReader<SignatureItem>, 'find'>;
  readonly manual: ManualEmailStore;
  readonly now: () => Date;
}

/** The message, the email of ours it answers, its contact and the mailbox that sent the thread. */
interface Thread {
  readonly id: string;
  readonly item: ReplyInboxItem;
  readonly answered: EmailMessageItem;
  readonly contact: ContactItem | null;
  readonly sender: EmailSenderConfigItem | null;
}

async function threadOf(deps: FollowUpDeps, ctx: TenantContext, id: string): Promise<Thread> {
  const item = await deps.inbox.get(ctx, replyRefOf(id));
  const answered = item ? await deps.emails.get(ctx, item.emailId) : null;
  if (!item || !answered) throw new NotFoundError(NOT_FOUND);
  const [contact, sender] = await Promise.all([
    deps.contacts.find(ctx, item.contactId),
    answered.senderEmail ? deps.senders.findBySenderEmail(ctx, answered.senderEmail) : Promise.resolve(null),
  ]);
  return { id, item, answered, contact, sender };
}

/** Why the mailbox that sent the thread cannot send now, or undefined when it can. */
function mailboxProblem(thread: Thread): string | undefined {
  const address = thread.answered.senderEmail ?? 'the thread';
  const { sender } = thread;
  if (!sender) return `The mailbox that sent the thread (${address}) is no longer one of your senders.`;
  if (sender.status === 'SUSPENDED') return `The mailbox ${address} is suspended: its spam rate is too high.`;
  const paused = pausedReasonOf(sender);
  if (paused !== undefined) return `The mailbox ${address} is paused (${paused}): resume it on the Senders page.`;
  if (sender.credentialsValid === false) return `The mailbox ${address} needs you to sign in again (its credentials expired).`;
  return undefined;
}

/**
 * Why a follow-up cannot be written to the message, or undefined. A person who asked to stop, and
 * a contact suppressed (unsubscribed, bounced, complained), are never written to again.
 */
function blockOf(thread: Thread): { code: FollowUpBlock; message: string } | undefined {
  const kind = currentKind(thread.item);
  const { contact } = thread;
  if (kind === 'STOP') return { code: 'STOP', message: 'The person asked to stop: nothing more is sent to them.' };
  if (!ANSWERABLE.includes(kind)) {
    return { code: 'NOT_A_PERSON', message: 'Only a reply, an absence notice or an automatic answer is answered by hand.' };
  }
  if (!contact) return { code: 'CONTACT_MISSING', message: 'The contact was deleted.' };
  const { status, emailStatus } = contact;
  if (status === 'DO_NOT_CONTACT' || emailStatus === 'DO_NOT_CONTACT' || emailStatus === 'BOUNCED' || emailStatus === 'SPAM') {
    return {
      code: 'CONTACT_SUPPRESSED',
      message: 'The contact is suppressed (unsubscribed, bounced or complained): nothing more is sent to them.',
    };
  }
  const mailbox = mailboxProblem(thread);
  return mailbox === undefined ? undefined : { code: 'MAILBOX_UNUSABLE', message: mailbox };
}

function nameOf(contact: Pick<ContactItem, 'firstName' | 'lastName'>): string | undefined {
  const name = [contact.firstName?.trim(), contact.lastName?.trim()].filter(Boolean).join(' ');
  return name === '' ? undefined : name;
}

/**
 * The threading of the answer: In-Reply-To the person's message (our email's when it was kept
 * without its Message-ID), References the thread's first email, the email answered and the message.
 */
function threadingOf(thread: Thread, mailbox: string): { inReplyTo: string; references: string[] } {
  const { answered, item } = thread;
  const ours = messageIdOf(answered.id, mailbox);
  const root = answered.threadRootId !== undefined && answered.threadRootId !== answered.id ? answered.threadRootId : undefined;
  const references = [...(root ? [messageIdOf(root, mailbox)] : []), ours, ...(item.messageId ? [item.messageId] : [])];
  return { inReplyTo: item.messageId ?? ours, references };
}

/**
 * "Re: " and the thread's subject as it was sent (its placeholders filled for the contact), not the
 * message's own, which an absence notice or an automatic answer rewrites.
 */
function threadSubject(thread: Thread): string {
  const { answered, contact } = thread;
  const firstName = contact?.firstName?.trim();
  const sent = fillPlaceholders(answered.subject ?? '', firstName ? { firstName } : {}, answered.language);
  return replySubject(sent.trim() === '' ? thread.item.subject : sent);
}

/** The email a member wrote, as it is created: SCHEDULED at once, reviewed (a person wrote it), in the thread. */
async function manualEmail(
  deps: FollowUpDeps,
  ctx: TenantContext,
  thread: Thread,
  contact: ContactItem,
  input: FollowUpInput & { id: string; at: string },
): Promise<ManualEmail> {
  const { answered } = thread;
  const mailbox = answered.senderEmail ?? '';
  const root = answered.threadRootId ?? answered.id;
  const first = root === answered.id ? answered : await deps.emails.get(ctx, root);
  const providerThreadId = answered.providerThreadId ?? first?.providerThreadId;
  const name = nameOf(contact);
  return {
    id: input.id,
    campaignId: answered.campaignId,
    contactId: contact.id,
    senderEmail: mailbox,
    type: 'FOLLOW_UP',
    status: 'SCHEDULED',
    reviewStatus: 'REVIEWED',
    copyStatus: 'ORIGINAL',
    channel: 'EMAIL',
    language: answered.language,
    subject: input.subject,
    bodyHtml: htmlOfText(input.body),
    bodyText: input.body,
    threadRootId: root,
    scheduledAt: input.at,
    contactEmail: contact.email,
    ...(name ? { contactName: name } : {}),
    ...(contact.firstName?.trim() ? { contactFirstName: contact.firstName.trim() } : {}),
    origin: 'MANUAL',
    writtenBy: ctx.userId,
    replyId: thread.id,
    ...threadingOf(thread, mailbox),
    ...(providerThreadId ? { providerThreadId } : {}),
    createdAt: input.at,
  };
}

/**
 * Follow-ups written by hand from the replies inbox: the draft a composer starts from, and the
 * email itself, created once per composer (its id derived from the message and the composer's
 * key) and queued through the send pipeline, which checks the contact again just before it leaves.
 */
export function createFollowUps(deps: FollowUpDeps) {
  async function followUpsOf(ctx: TenantContext, thread: Thread): Promise<EmailMessageItem[]> {
    const { items } = await deps.emails.listByContact(ctx, thread.item.contactId, CONTACT_EMAILS_READ);
    return items.filter((email) => email.replyId === thread.id).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  return {
    async draft(ctx: TenantContext, id: string): Promise<FollowUpDraft> {
      const thread = await threadOf(deps, ctx, id);
      const { answered, contact, sender } = thread;
      const signature = sender?.signatureId ? await deps.signatures.find(ctx, sender.signatureId) : null;
      const signatureText = signature ? toPlainText(signature.content).trim() : '';
      const blocked = blockOf(thread);
      const toName = contact ? nameOf(contact) : undefined;
      return {
        replyId: id,
        to: { email: contact?.email ?? answered.contactEmail ?? '', ...(toName ? { name: toName } : {}) },
        from: { email: answered.senderEmail ?? '', ...(sender?.senderName ? { name: sender.senderName } : {}) },
        subject: threadSubject(thread),
        ...(signatureText ? { signature: signatureText } : {}),
        ...(blocked ? { blocked } : {}),
        followUps: await followUpsOf(ctx, thread),
      };
    },

    async send(ctx: TenantContext, id: string, input: FollowUpInput): Promise<FollowUpResult> {
      const emailId = manualEmailIdFor(id, input.idempotencyKey);
      const thread = await threadOf(deps, ctx, id);
      // a repeated request answers the email the first one made, whatever happened since
      const made = await deps.emails.get(ctx, emailId);
      if (made) return { email: made, created: false };
      const blocked = blockOf(thread);
      if (blocked || !thread.contact) throw new ConflictError(blocked?.message ?? 'The contact was deleted.');
      const at = deps.now().toISOString();
      const email = await manualEmail(deps, ctx, thread, thread.contact, { ...input, id: emailId, at });
      const entry: Omit<EmailHistoryEntry, 'emailId'> = {
        kind: 'STATUS',
        at,
        by: ctx.userId,
        toStatus: 'SCHEDULED',
        note: `Written by hand in answer to the message of ${thread.item.receivedAt.slice(0, 10)}, and queued to send.`,
      };
      const outcome = await deps.manual.create(ctx, email, entry);
      const saved = await deps.emails.get(ctx, emailId);
      if (!saved) throw new Error('The follow-up was written but cannot be read back.');
      return { email: saved, created: outcome === 'CREATED' };
    },
  };
}
