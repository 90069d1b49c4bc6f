import type { EmailStatus } from '../../../shared/domain/email';
import { RESOURCE_NOT_FOUND_MESSAGES } from '../../../shared/domain/messages';
import {
  currentInterest,
  REPLY_ID_PATTERN,
  type EmailReplyKind,
  type ReplyCorrectionInput,
  type ReplyCorrectionResult,
  type ReplyInboxItem,
  type ReplyListRequest,
} from '../../../shared/schemas/email-reply';
import { ConflictError, NotFoundError } from '../errors';
import type { ContactState, ReplyInboxStore, ReplyRef, ReplyStore } from '../ports/replies';
import type { EmailReviewStore } from '../ports/review';
import { statusEntry } from '../review/status-change';
import type { PendingCancellation, SuppressionReason } from '../sending/suppression';
import type { TenantContext } from '../tenant';
import { effectOf, restoredState, sameState } from './corrections';
import type { ContactCadences } from './inbound-processor';

const NOT_FOUND = RESOURCE_NOT_FOUND_MESSAGES.reply;
const CHANGED_MEANWHILE =
  'The message was corrected by someone else meanwhile: read it again and correct it from where it stands now.';
/** The inbox's page size when the request names none. */
const DEFAULT_PAGE = 25;

/** What the replies inbox reads and writes through. */
interface ReplyInboxDeps {
  readonly inbox: ReplyInboxStore;
  readonly replies: Pick<ReplyStore, 'contactState' | 'markContactReplied'>;
  readonly emails: Pick<EmailReviewStore, 'get' | 'change'>;
  /** suppresses the contact (DO_NOT_CONTACT), cancels its pending emails and ends its cadences; history names `by` */
  readonly suppress: (ctx: TenantContext, contactId: string, reason: SuppressionReason, by: string) => Promise<unknown>;
  readonly cancelPending: (ctx: TenantContext, contactId: string, input: PendingCancellation) => Promise<number>;
  readonly cadences: Pick<ContactCadences, 'stopRunsOfContact'>;
  readonly now: () => Date;
}

/** The parts of a message's id; a malformed one names no message (the route's schema refuses it first). */
export function replyRefOf(id: string): ReplyRef {
  if (!REPLY_ID_PATTERN.test(id)) throw new NotFoundError(NOT_FOUND);
  const [contactId = '', emailId = '', key = ''] = id.split('.');
  return { contactId, emailId, key };
}

const KIND_WORDS: Readonly<Record<EmailReplyKind, string>> = {
  REPLY: 'a reply',
  STOP: 'a request to stop',
  OUT_OF_OFFICE: 'an absence notice',
  LEFT_COMPANY: 'a notice that the person left',
  AUTO_REPLY: 'an automatic answer',
  HARD_BOUNCE: 'a permanent delivery failure',
  SOFT_BOUNCE: 'a temporary delivery failure',
  BLOCKED: 'a policy block',
  COMPLAINT: 'a spam complaint',
};

/** A correction under way: the message, the classes from and to, who and when. */
interface Correction {
  readonly ctx: TenantContext;
  readonly item: ReplyInboxItem;
  readonly from: EmailReplyKind;
  readonly to: EmailReplyKind;
  readonly at: Date;
}

function before(item: ReplyInboxItem): ContactState | undefined {
  const { contactStatusBefore: status, contactEmailStatusBefore: emailStatus } = item;
  return status && emailStatus ? { status, emailStatus } : undefined;
}

/**
 * The email's status: moved from where the old class left it to where the new one leaves it (where
 * it stood when the message came, for a class that changes nothing), only while it is still where
 * the old class left it, with a history entry naming the member. The campaign's counters keep what
 * they counted: they only ever move up.
 */
async function moveEmail(deps: ReplyInboxDeps, c: Correction, note: string): Promise<string> {
  const stood = c.item.emailStatusBefore;
  const from: EmailStatus | undefined = effectOf(c.from).email ?? stood;
  const to: EmailStatus | undefined = effectOf(c.to).email ?? stood;
  const email = await deps.emails.get(c.ctx, c.item.emailId);
  if (!email) return 'The email is no longer there.';
  const at = c.at.toISOString();
  const moves = from !== undefined && to !== undefined && from !== to && email.status === from;
  const entry = moves
    ? statusEntry(from, to, at, c.ctx.userId, note)
    : statusEntry(email.status, email.status, at, c.ctx.userId, note);
  const result = await deps.emails.change(c.ctx, email, { set: moves ? { status: to } : {}, history: [entry] }, at);
  if (result.outcome !== 'CHANGED') return 'The email changed meanwhile: its status is left as it is.';
  if (moves) return `The email is ${to} again.`;
  return from !== to ? `The email is ${email.status} now, not ${String(from)}: its status is left as it is.` : '';
}

/** Takes back what the old class did to the contact: it goes back to where it stood when the message came. */
async function restoreContact(deps: ReplyInboxDeps, c: Correction): Promise<string> {
  const old = effectOf(c.from);
  const next = effectOf(c.to);
  const stood = before(c.item);
  const back = restoredState(old, stood);
  if (!old.contact || !back || (next.contact && sameState(next.contact, old.contact))) return '';
  const outcome = await deps.inbox.moveContact(c.ctx, c.item.contactId, old.contact, back, c.at.toISOString());
  // the new class's own effect on the contact says where it ends up
  if (outcome === 'CHANGED' && next.contact) return '';
  if (outcome === 'CHANGED') {
    // what a stop, bounce or reply ended cannot be told from what ended for other reasons: it stays ended
    const kept =
      ' Emails it cancelled stay cancelled and the cadences it ended stay ended: schedule the next email from the contact page.';
    return `The contact is ${back.status} (${back.emailStatus}) again.${kept}`;
  }
  if (outcome === 'MISSING') return 'The contact is no longer there.';
  return 'The contact changed since the message came: its status is left as it is.';
}

/** Applies what the new class does to the contact, by the member: a reply marks it, a stop, bounce or complaint suppresses it. */
async function applyToContact(deps: ReplyInboxDeps, c: Correction): Promise<string> {
  const next = effectOf(c.to);
  const { contactId } = c.item;
  if (next.suppression) {
    await deps.suppress(c.ctx, contactId, next.suppression, c.ctx.userId);
    return 'The contact is suppressed: nothing more is sent to them.';
  }
  if (c.to !== 'REPLY') return '';
  const marked = await deps.replies.markContactReplied(c.ctx, contactId, c.at.toISOString());
  await deps.cancelPending(c.ctx, contactId, { at: c.at, by: c.ctx.userId, note: 'The contact replied: the follow-ups stop.' });
  await deps.cadences.stopRunsOfContact(c.ctx, contactId, 'REPLIED', c.at);
  if (marked === 'ALREADY') {
    const state = await deps.replies.contactState(c.ctx, contactId);
    if (state?.status !== 'REPLIED') return `The contact stays ${state?.status ?? 'as it is'}; its follow-ups stop.`;
  }
  return 'The contact is REPLIED; its follow-ups stop.';
}

/**
 * The replies inbox: every message kept for the instance, newest first; marking one handled; and
 * correcting one's class, which is kept as this instance's label and takes back what the wrong
 * class did to the contact and the email before applying what the right one does.
 */
export function createReplyInbox(deps: ReplyInboxDeps) {
  async function requireItem(ctx: TenantContext, ref: ReplyRef): Promise<ReplyInboxItem> {
    const item = await deps.inbox.get(ctx, ref);
    if (!item) throw new NotFoundError(NOT_FOUND);
    return item;
  }

  return {
    list(ctx: TenantContext, request: ReplyListRequest | undefined) {
      return deps.inbox.list(
        ctx,
        { filter: request?.filter, contactId: request?.contactId },
        { cursor: request?.cursor ?? undefined, limit: request?.limit ?? DEFAULT_PAGE },
      );
    },

    async handled(ctx: TenantContext, id: string, handled: boolean): Promise<ReplyInboxItem> {
      const ref = replyRefOf(id);
      const mark = handled ? { by: ctx.userId, at: deps.now().toISOString() } : null;
      if ((await deps.inbox.handled(ctx, ref, mark)) === 'MISSING') throw new NotFoundError(NOT_FOUND);
      return requireItem(ctx, ref);
    },

    async correct(ctx: TenantContext, id: string, input: ReplyCorrectionInput): Promise<ReplyCorrectionResult> {
      const ref = replyRefOf(id);
      const item = await requireItem(ctx, ref);
      const interest = input.kind === 'REPLY' ? (input.interest ?? currentInterest(item) ?? 'NEUTRAL') : undefined;
      const at = deps.now();
      const label = { label: input.kind, labelInterest: interest, by: ctx.userId, at: at.toISOString() };
      const outcome = await deps.inbox.label(ctx, ref, input.expected, label);
      if (outcome === 'MISSING') throw new NotFoundError(NOT_FOUND);
      if (outcome === 'CONFLICT') throw new ConflictError(CHANGED_MEANWHILE);
      const from = input.expected;
      if (from === input.kind) return { reply: await requireItem(ctx, ref), effects: [] };
      const correction: Correction = { ctx, item, from, to: input.kind, at };
      const contactBack = await restoreContact(deps, correction);
      const contactNow = await applyToContact(deps, correction);
      const note =
        `The message of ${item.receivedAt.slice(0, 10)} is ${KIND_WORDS[input.kind]}, not ${KIND_WORDS[from]} (corrected). ${contactBack} ${contactNow}`.trim();
      const emailNow = await moveEmail(deps, correction, note);
      return { reply: await requireItem(ctx, ref), effects: [contactBack, contactNow, emailNow].filter((text) => text !== '') };
    },
  };
}
