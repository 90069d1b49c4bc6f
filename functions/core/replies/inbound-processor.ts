import { createHash } from 'node:crypto';

import { isSentOrLater, type EmailStatus } from '../../../shared/domain/email';
import { REPLY_TEXT_MAX_LENGTH, type EmailReply, type EmailReplyKind } from '../../../shared/schemas/email-reply';
import type { InboundMailHandler, InboundMailResult, MailboxRef } from '../ports/inbound-mail';
import type { EmailMessageItem } from '../ports/items';
import type { ReplyStore } from '../ports/replies';
import type { EmailChange } from '../ports/review';
import { progressFor, statusEntry } from '../review/status-change';
import { RECIPIENT } from '../sending/one-click';
import type { PendingCancellation, UnsubscribeCount } from '../sending/suppression';
import { messageIdOf } from '../sending/message-id';
import { jobContext, type TenantContext } from '../tenant';
import {
  blockedDelivery,
  hardBounce,
  recordComplaint,
  type DeliveryEventResult,
  type HardBounceDeps,
} from '../tracking/delivery-events';
import { classifyInbound, type Classification } from './classify';
import { parseInboundMail, type InboundMail } from './inbound-mail';
import { followUpAfterAbsence } from './out-of-office';
import { withSecondOpinion, type ReadMessage, type SecondOpinionDeps } from './second-opinion';

/** Who history entries name for what the rep's mailbox told us. */
export const MAILBOX_ACTOR = 'mailbox';
/** Tries of a status change that other changes keep coming before; then the message is tried again later. */
const CHANGE_ATTEMPTS = 5;
/** Emails of one contact read at once to move its scheduled follow-ups. */
const CONTACT_EMAILS_PAGE = 200;
/** A message dated further ahead than this is taken as received now (a wrong clock on the sender's side). */
const FUTURE_DATE_TOLERANCE_MS = 86_400_000;
/** A Message-ID kept for a hand-written answer to thread on: one `<id@host>`, nothing else. */
const MESSAGE_ID = /^<[^<>\s@]{1,250}@[^<>\s@]{1,250}>$/;

/** Why a cadence run of a contact ends early. */
type CadenceStopReason = 'REPLIED' | 'BOUNCED' | 'UNSUBSCRIBED' | 'COMPLAINED' | 'LEFT_COMPANY';

/** The cadences' part in what a reply does: a contact's runs ended, or their next follow-up moved. */
export interface ContactCadences {
  stopRunsOfContact(ctx: TenantContext, contactId: string, reason: CadenceStopReason, at: Date): Promise<number>;
  postponeRunsOfContact(ctx: TenantContext, contactId: string, notBefore: Date): Promise<number>;
}

export interface InboundProcessorDeps extends HardBounceDeps {
  readonly emails: HardBounceDeps['emails'] & {
    listByContact(ctx: TenantContext, contactId: string, limit: number): Promise<{ items: EmailMessageItem[]; more: boolean }>;
  };
  readonly replies: ReplyStore;
  /** cancels every email to the contact that has not gone yet, in every campaign */
  readonly cancelPending: (ctx: TenantContext, contactId: string, input: PendingCancellation) => Promise<number>;
  /** suppresses a contact who asked to stop (DO_NOT_CONTACT), counting the unsubscribe once on the email's campaign */
  readonly unsubscribe: (ctx: TenantContext, contactId: string, count: UnsubscribeCount) => Promise<void>;
  readonly cadences: ContactCadences;
  /** the contact of the instance with this address (any case), for a request to stop that names no thread */
  readonly contacts: { findByEmail(ctx: TenantContext, email: string): Promise<{ readonly id: string } | null> };
  /** the model's second opinion on the replies the rules leave NEUTRAL; absent: the rules alone */
  readonly secondOpinion?: SecondOpinionDeps | undefined;
}

/** The email id inside one of our Message-IDs (`<emailId@domain>`), or undefined for anyone else's. */
export function emailIdOfMessageId(messageId: string): string | undefined {
  const match = /^<([A-Za-z0-9_-]{1,128})@[^<>@\s]+>$/.exec(messageId.trim());
  return match?.[1];
}

function sameMessageId(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * The email of ours a message is about: the first of the ids it refers to that names an email of
 * this instance, sent from this mailbox, as that Message-ID (ours, derived from the email's id, or
 * the one the provider gave it). Anything else is not ours to act on.
 */
async function matchEmail(
  deps: InboundProcessorDeps,
  ctx: TenantContext,
  mailbox: MailboxRef,
  refersTo: readonly string[],
): Promise<EmailMessageItem | undefined> {
  const matches = (email: EmailMessageItem | null, messageId: string): email is EmailMessageItem => {
    if (!email || email.namespaceId !== mailbox.namespaceId || email.channel !== 'EMAIL') return false;
    const sender = email.senderEmail?.toLowerCase();
    if (sender === undefined || sender !== mailbox.senderEmail.toLowerCase()) return false;
    const ours = sameMessageId(messageIdOf(email.id, sender), messageId);
    const providers = email.providerMessageId !== undefined && sameMessageId(email.providerMessageId, messageId);
    return ours || providers;
  };
  for (const messageId of refersTo) {
    const emailId = emailIdOfMessageId(messageId);
    if (emailId === undefined) continue;
    // a reply comes long after its send: a read a moment behind finds the email (the move to REPLIED
    // is conditional, and read again consistently when raced); one that does not match is read
    // again consistently before it is taken for not ours
    const email = await deps.emails.get(ctx, emailId, { consistent: false });
    if (matches(email, messageId)) return email;
    const again = await deps.emails.get(ctx, emailId);
    if (matches(again, messageId)) return again;
  }
  return undefined;
}

/**
 * When the message arrived: its Date header unless absent or far in the future, and never before
 * the email it answers was sent (a Date header has whole seconds, and clocks differ).
 */
function receivedAt(mail: InboundMail, email: EmailMessageItem, now: Date): Date {
  const date = mail.date;
  const at = !date || Number.isNaN(date.getTime()) || date.getTime() > now.getTime() + FUTURE_DATE_TOLERANCE_MS ? now : date;
  const sent = email.sentAt === undefined ? Number.NaN : Date.parse(email.sentAt);
  return !Number.isNaN(sent) && sent > at.getTime() ? new Date(sent) : at;
}

/** The key a message is kept under: its Message-ID, else its content, with the mailbox it came to. */
function replyKey(mailbox: MailboxRef, mail: InboundMail, raw: Uint8Array): string {
  const hash = createHash('sha256').update(mailbox.senderEmail.toLowerCase()).update('\n');
  if (mail.messageId) hash.update(mail.messageId.trim().toLowerCase());
  else hash.update(raw);
  return hash.digest('base64url').slice(0, 32);
}

const repliedFrom = (status: EmailStatus) => status === 'SENT' || status === 'READ' || status === 'CLICKED';

/**
 * Moves the email to REPLIED with the review queue's conditional change (its history entry and the
 * campaign's `replied` count follow it), reading it again when another change came
 * first. False when it is past where a reply takes it (REPLIED already, BOUNCED, SPAM).
 */
async function markReplied(
  deps: InboundProcessorDeps,
  ctx: TenantContext,
  read: EmailMessageItem,
  at: Date,
  note: string,
): Promise<boolean> {
  let current: EmailMessageItem | null = read;
  for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt += 1) {
    if (!current || !repliedFrom(current.status)) return false;
    const progress = progressFor(current.status, 'REPLIED', current.step ?? 0);
    const change: EmailChange = {
      set: { status: 'REPLIED' },
      history: [statusEntry(current.status, 'REPLIED', at.toISOString(), RECIPIENT, note)],
      ...(progress ? { progress } : {}),
    };
    const result = await deps.emails.change(ctx, current, change, deps.now().toISOString());
    if (result.outcome === 'CHANGED') return true;
    if (result.outcome === 'MISSING') return false;
    current = await deps.emails.get(ctx, read.id);
  }
  throw new Error(`The email's status kept changing: the message is tried again (${CHANGE_ATTEMPTS} attempts).`);
}

function keptReply(
  email: EmailMessageItem,
  mail: InboundMail,
  kind: EmailReplyKind,
  at: Date,
  classification: Classification,
  notBefore?: Date,
): EmailReply {
  const text = classification.replyText?.slice(0, REPLY_TEXT_MAX_LENGTH);
  return {
    emailId: email.id,
    campaignId: email.campaignId,
    contactId: email.contactId,
    kind,
    receivedAt: at.toISOString(),
    ...(mail.from ? { fromAddress: mail.from } : {}),
    ...(mail.messageId && MESSAGE_ID.test(mail.messageId) ? { messageId: mail.messageId } : {}),
    ...(mail.subject ? { subject: mail.subject.slice(0, 500) } : {}),
    ...(text ? { text } : {}),
    ...(classification.interest ? { interest: classification.interest } : {}),
    ...(classification.returnDate ? { returnDate: classification.returnDate } : {}),
    ...(notBefore ? { followUpNotBefore: notBefore.toISOString() } : {}),
  };
}

/**
 * A person's reply (or a request to stop): kept on the thread, the email REPLIED, the contact
 * REPLIED, every email to the contact not gone yet cancelled in every campaign and its cadences
 * ended; a request to stop also suppresses the contact (DO_NOT_CONTACT, counted as an unsubscribe
 * of the email's campaign). Every step is conditional or idempotent, and all of them run on a
 * replay too, so a message interrupted half-way completes when it comes again.
 */
async function reply(
  deps: InboundProcessorDeps,
  ctx: TenantContext,
  email: EmailMessageItem,
  mail: InboundMail,
  key: string,
  classification: Classification,
  at: Date,
): Promise<InboundMailResult> {
  const stop = classification.kind === 'STOP';
  const kept = await deps.replies.keep(
    ctx,
    { ...keptReply(email, mail, stop ? 'STOP' : 'REPLY', at, classification), key },
    deps.now().toISOString(),
  );
  await markReplied(deps, ctx, email, at, stop ? 'The contact replied and asked to stop.' : 'The contact replied.');
  if (stop) await deps.unsubscribe(ctx, email.contactId, { campaignId: email.campaignId, sentAt: email.sentAt });
  else await deps.replies.markContactReplied(ctx, email.contactId, deps.now().toISOString());
  const note = stop
    ? 'The contact replied and asked to stop: nothing more is sent to them.'
    : 'The contact replied: the follow-ups stop.';
  await deps.cancelPending(ctx, email.contactId, { at, by: MAILBOX_ACTOR, note });
  await deps.cadences.stopRunsOfContact(ctx, email.contactId, stop ? 'UNSUBSCRIBED' : 'REPLIED', at);
  // the message is counted as handled by the one delivery that kept it; the others completed what it may have left
  if (!kept) return { outcome: 'UNCHANGED', emailId: email.id, why: 'the reply was handled before' };
  return { outcome: stop ? 'STOP_REQUESTED' : 'REPLIED', emailId: email.id };
}

/**
 * Moves the contact's scheduled follow-ups (not yet sent, planned before `notBefore`) to it; one
 * changed meanwhile is left as it is (the cadence's own date holds for those not yet written).
 */
async function moveScheduledFollowUps(
  deps: InboundProcessorDeps,
  ctx: TenantContext,
  contactId: string,
  notBefore: Date,
  note: string,
): Promise<void> {
  const { items } = await deps.emails.listByContact(ctx, contactId, CONTACT_EMAILS_PAGE);
  const iso = notBefore.toISOString();
  for (const email of items) {
    if ((email.step ?? 0) === 0 || email.status !== 'SCHEDULED') continue;
    if ((email.scheduledAt ?? '') >= iso) continue;
    const at = deps.now().toISOString();
    await deps.emails.change(
      ctx,
      email,
      {
        set: { scheduledAt: iso },
        remove: ['plannedAt', 'holdReason'],
        dueAt: iso,
        history: [statusEntry('SCHEDULED', 'SCHEDULED', at, MAILBOX_ACTOR, note)],
      },
      at,
    );
  }
}

/**
 * An absence notice: kept on the thread; the contact's next follow-up moves to the day after
 * their return (one business day after the date found, or 7 days without one). Nothing is
 * cancelled and the email's status does not change: an absence notice is not a reply.
 */
async function outOfOffice(
  deps: InboundProcessorDeps,
  ctx: TenantContext,
  email: EmailMessageItem,
  mail: InboundMail,
  key: string,
  classification: Classification,
  at: Date,
): Promise<InboundMailResult> {
  const notBefore = followUpAfterAbsence(classification.returnDate, at);
  const kept = await deps.replies.keep(
    ctx,
    { ...keptReply(email, mail, 'OUT_OF_OFFICE', at, classification, notBefore), key },
    deps.now().toISOString(),
  );
  await deps.cadences.postponeRunsOfContact(ctx, email.contactId, notBefore);
  const note = `The contact is away${classification.returnDate ? ` until ${classification.returnDate}` : ''}: the follow-up waits until ${notBefore.toISOString().slice(0, 10)}.`;
  await moveScheduledFollowUps(deps, ctx, email.contactId, notBefore, note);
  return kept
    ? { outcome: 'OUT_OF_OFFICE', emailId: email.id }
    : { outcome: 'UNCHANGED', emailId: email.id, why: 'the absence notice was handled before' };
}

/** Whether a report names another recipient than the email's (it is then not acted on). */
function namesAnother(classification: Classification, email: EmailMessageItem): boolean {
  const recipient = classification.recipient?.toLowerCase();
  const contactEmail = email.contactEmail?.toLowerCase();
  return recipient !== undefined && contactEmail !== undefined && recipient !== contactEmail;
}

/**
 * A delivery report of a permanent failure: what an SES hard bounce does (the contact suppressed,
 * its pending emails cancelled, the email BOUNCED, the mailbox's bounce counted and its sender
 * judged), and its cadences ended. A report naming another recipient than the email's is not
 * acted on.
 */
async function bounced(
  deps: InboundProcessorDeps,
  ctx: TenantContext,
  email: EmailMessageItem,
  classification: Classification,
  at: Date,
): Promise<InboundMailResult> {
  if (namesAnother(classification, email))
    return { outcome: 'UNMATCHED', emailId: email.id, why: 'the report names another recipient' };
  const reason = `The recipient's mail server reported the email undeliverable${classification.status ? ` (${classification.status})` : ''}.`;
  const result = await hardBounce(deps, ctx, email, at, reason);
  await deps.cadences.stopRunsOfContact(ctx, email.contactId, 'BOUNCED', at);
  return answerOf(email, result, 'BOUNCED', 'BOUNCED');
}

/** What a delivery event's handler did, as the processor answers it: `outcome` when it applied, else UNCHANGED and why. */
function answerOf(
  email: EmailMessageItem,
  result: DeliveryEventResult,
  applied: DeliveryEventResult['outcome'],
  outcome: InboundMailResult['outcome'],
): InboundMailResult {
  if (result.outcome === applied) return { outcome, emailId: email.id };
  return { outcome: 'UNCHANGED', emailId: email.id, ...(result.why === undefined ? {} : { why: result.why }) };
}

/**
 * A policy or spam refusal (5.7.x): the email BOUNCED with the refusal as its reason and the
 * mailbox's bounce counted toward its sender's health; the contact stays mailable and its
 * cadences go on (the address is good: what failed is our sending).
 */
async function blocked(
  deps: InboundProcessorDeps,
  ctx: TenantContext,
  email: EmailMessageItem,
  classification: Classification,
  at: Date,
): Promise<InboundMailResult> {
  if (namesAnother(classification, email))
    return { outcome: 'UNMATCHED', emailId: email.id, why: 'the report names another recipient' };
  const reason = `The recipient's mail server refused the email by policy${classification.status ? ` (${classification.status})` : ''}: the address is good, the sending was blocked.`;
  const result = await blockedDelivery(deps, ctx, email, at, reason);
  return answerOf(email, result, 'BOUNCED', 'BLOCKED');
}

/**
 * A complaint feedback report: what an SES complaint does (the contact suppressed, the email
 * SPAM, the mailbox's complaint counted in its sender's spam rate), and the contact's cadences
 * ended. The recipient it names is not compared: providers often redact it, and the report is
 * matched by our own Message-ID already.
 */
async function complained(
  deps: InboundProcessorDeps,
  ctx: TenantContext,
  email: EmailMessageItem,
  at: Date,
): Promise<InboundMailResult> {
  const result = await recordComplaint(deps, ctx, email, at, 'feedback report');
  await deps.cadences.stopRunsOfContact(ctx, email.contactId, 'COMPLAINED', at);
  return answerOf(email, result, 'COMPLAINED', 'COMPLAINED');
}

/**
 * The contact no longer works there (a notice or their own words). No contact status says so, and
 * the contact has not asked to stop: their emails not gone yet are cancelled and their cadences
 * ended with the reason LEFT_COMPANY, each with a history entry saying why; nothing is
 * rescheduled and the contact is not suppressed (a rep may write to their successor).
 */
async function leftCompany(
  deps: InboundProcessorDeps,
  ctx: TenantContext,
  email: EmailMessageItem,
  at: Date,
): Promise<InboundMailResult> {
  const note = 'The contact has left the company: the follow-ups stop.';
  const cancelled = await deps.cancelPending(ctx, email.contactId, { at, by: MAILBOX_ACTOR, note });
  const ended = await deps.cadences.stopRunsOfContact(ctx, email.contactId, 'LEFT_COMPANY', at);
  if (cancelled === 0 && ended === 0) return { outcome: 'UNCHANGED', emailId: email.id, why: 'nothing left to stop' };
  return { outcome: 'LEFT_COMPANY', emailId: email.id };
}

/**
 * For a request to stop that names no thread (a mail client's unsubscribe request, a new message
 * asking to be removed): the latest email this mailbox sent to the contact with the sender's
 * address, so the request is honoured as if it answered it. Undefined when no contact of the
 * instance has that address or this mailbox sent them nothing.
 */
async function lastEmailTo(
  deps: InboundProcessorDeps,
  ctx: TenantContext,
  mailbox: MailboxRef,
  address: string,
): Promise<EmailMessageItem | undefined> {
  const contact = await deps.contacts.findByEmail(ctx, address);
  if (!contact) return undefined;
  const { items } = await deps.emails.listByContact(ctx, contact.id, CONTACT_EMAILS_PAGE);
  const sender = mailbox.senderEmail.toLowerCase();
  const sent = items.filter(
    (email) =>
      email.namespaceId === mailbox.namespaceId &&
      email.channel === 'EMAIL' &&
      email.senderEmail?.toLowerCase() === sender &&
      isSentOrLater(email.status),
  );
  return sent.sort((a, b) => (b.sentAt ?? '').localeCompare(a.sentAt ?? ''))[0];
}

/**
 * Applies one message read from a rep's mailbox. It is classified header first (see classify.ts),
 * then matched to the email of ours it is about (within the mailbox's instance, sent from that
 * mailbox); what it does depends on the class: a reply, a request to stop, an absence notice, a
 * permanent delivery failure, a policy refusal, a complaint and word that the contact left change
 * things; a delay notice, another machine's answer and anything not about our emails change
 * nothing.
 */
async function handleInboundMail(deps: InboundProcessorDeps, mailbox: MailboxRef, raw: Uint8Array): Promise<InboundMailResult> {
  const mail = await parseInboundMail(raw);
  const from = mail.from?.toLowerCase();
  // our own messages (a copy of a sent email, a message from the rep) are no answer
  if (from !== undefined && from === mailbox.senderEmail.toLowerCase()) {
    return { outcome: 'UNMATCHED', why: 'sent from the mailbox itself' };
  }
  const classification = classifyInbound(mail);
  const ctx = jobContext(mailbox.namespaceId, MAILBOX_ACTOR);
  const email =
    (await matchEmail(deps, ctx, mailbox, classification.refersTo)) ??
    (classification.kind === 'STOP' && from !== undefined ? await lastEmailTo(deps, ctx, mailbox, from) : undefined);
  const unchanging = unchangingOutcome(classification);
  if (!email) return unchanging ?? { outcome: 'UNMATCHED', why: 'about no email this mailbox sent' };
  if (!isSentOrLater(email.status)) return { outcome: 'UNMATCHED', emailId: email.id, why: `the email is ${email.status}` };
  const at = receivedAt(mail, email, deps.now());
  const key = replyKey(mailbox, mail, raw);
  const read = await readAgain(deps, ctx, email, key, classification);
  const recording = await recordingDeps(deps, ctx, email, read);
  // every message about one of our emails is kept, so the replies inbox shows it and a misread one can be corrected
  if (read.kind !== 'REPLY' && read.kind !== 'STOP' && read.kind !== 'OUT_OF_OFFICE') {
    await recording.replies.keep(ctx, { ...keptReply(email, mail, read.kind, at, read), key }, deps.now().toISOString());
  }
  if (unchanging) return unchanging;
  switch (read.kind) {
    case 'REPLY':
    case 'STOP':
      return reply(recording, ctx, email, mail, key, read, at);
    case 'OUT_OF_OFFICE':
      return outOfOffice(recording, ctx, email, mail, key, read, at);
    case 'HARD_BOUNCE':
      return bounced(recording, ctx, email, read, at);
    case 'BLOCKED':
      return blocked(recording, ctx, email, read, at);
    case 'COMPLAINT':
      return complained(recording, ctx, email, at);
    case 'LEFT_COMPANY':
      return leftCompany(recording, ctx, email, at);
    default:
      return { outcome: 'UNCHANGED', emailId: email.id, why: read.reason };
  }
}

/** What a message that changes nothing answers (another machine's answer, a delay), matched or not. */
function unchangingOutcome(classification: Classification): InboundMailResult | undefined {
  if (classification.kind === 'AUTO_REPLY') return { outcome: 'AUTO_REPLY', why: classification.reason };
  if (classification.kind === 'SOFT_BOUNCE') return { outcome: 'DELAYED', why: classification.reason };
  return undefined;
}

/**
 * The message as read: the rules' class with, for a reply they leave NEUTRAL, the model's second
 * opinion. A message kept before is read as it was kept (a replay never asks the model again, so
 * it does what the first delivery did).
 */
async function readAgain(
  deps: InboundProcessorDeps,
  ctx: TenantContext,
  email: EmailMessageItem,
  key: string,
  classification: Classification,
): Promise<ReadMessage> {
  if (!deps.secondOpinion || classification.kind !== 'REPLY' || classification.interest !== 'NEUTRAL') return classification;
  const kept = await deps.replies.find(ctx, { contactId: email.contactId, emailId: email.id, key });
  if (kept && (kept.kind === 'REPLY' || kept.kind === 'STOP')) {
    return {
      ...classification,
      kind: kept.kind,
      ...(kept.interest ? { interest: kept.interest } : {}),
      ...(kept.referral ? { referral: true } : {}),
      ...(kept.meetingRequest ? { meetingRequest: true } : {}),
      ...(kept.secondOpinion ? { secondOpinion: kept.secondOpinion } : {}),
    };
  }
  return withSecondOpinion(deps.secondOpinion, classification);
}

/**
 * The deps with a `keep` that records, beside what each branch keeps, what decided the class and
 * where the contact and the email stood when the message came (read before any branch changes
 * them), so that a correction can put them back.
 */
async function recordingDeps(
  deps: InboundProcessorDeps,
  ctx: TenantContext,
  email: EmailMessageItem,
  read: ReadMessage,
): Promise<InboundProcessorDeps> {
  const before = await deps.replies.contactState(ctx, email.contactId);
  const extra = {
    reason: read.reason.slice(0, 500),
    emailStatusBefore: email.status,
    ...(before ? { contactStatusBefore: before.status, contactEmailStatusBefore: before.emailStatus } : {}),
    ...(read.status ? { deliveryStatus: read.status.slice(0, 20) } : {}),
    ...(read.referral ? { referral: true } : {}),
    ...(read.meetingRequest ? { meetingRequest: true } : {}),
    ...(read.secondOpinion ? { secondOpinion: read.secondOpinion } : {}),
  };
  const replies = {
    ...deps.replies,
    keep: (c: TenantContext, kept: EmailReply & { readonly key: string }, at: string) =>
      deps.replies.keep(c, { ...kept, ...extra }, at),
  };
  return { ...deps, replies };
}

/** The handler readers call, over these parts. */
export function createInboundMailHandler(deps: InboundProcessorDeps): InboundMailHandler {
  return (mailbox, raw) => handleInboundMail(deps, mailbox, raw);
}
