import { isSentOrLater, type EmailStatus } from '../../../shared/domain/email';
import type { EmailMessageItem } from '../ports/items';
import type { EmailReviewStore } from '../ports/review';
import type { SoftBounceStore } from '../ports/tracking';
import type { SendStore } from '../ports/sending';
import { progressFor, statusEntry } from '../review/status-change';
import { refreshSenderStatus, type SenderStatusDeps } from '../senders/sender-health';
import { localDay } from '../../../shared/rules/mailbox-days';
import { RECIPIENT } from '../sending/one-click';
import { mailboxTimeZone } from '../../../shared/rules/sending-zone';
import type { SuppressionReason } from '../sending/suppression';
import { jobContext, type TenantContext } from '../tenant';
import { bounceSeverity, type SesEvent, type SesEventRef } from './ses-events';

/** Soft bounces in a row (no delivery between them) that count as a hard bounce. */
export const SOFT_BOUNCE_LIMIT = 5;
/** How long an event counted is remembered: far longer than a message stays in the queue and its dead-letter queue. */
const INBOUND_EVENT_TTL_DAYS = 30;
/** Who history entries name for what the events change (a complaint is the recipient's own act). */
const SES_EVENTS_ACTOR = 'system';
/** Tries of a status change that other changes keep coming before; then the record fails and is received again. */
const CHANGE_ATTEMPTS = 5;

/** An open or click for the tracking service (its `record`). */
interface TrackedEvent {
  readonly namespaceId: string;
  readonly emailId: string;
  readonly contactId?: string;
  readonly kind: 'OPEN' | 'CLICK';
  readonly at: Date;
  readonly userAgent?: string;
  readonly url?: string;
  readonly source: 'LINK' | 'SES';
}

/** What the SES events read and write through. */
export interface DeliveryEventDeps extends SenderStatusDeps {
  readonly emails: Pick<EmailReviewStore, 'get' | 'change'>;
  /** the mailbox counters: an outcome is recorded on its day, and the sender judged from them */
  readonly store: Pick<SendStore, 'recordOutcome' | 'outcomes'>;
  readonly softBounces: SoftBounceStore;
  /** suppresses a contact (DO_NOT_CONTACT, its pending emails cancelled); calling it again changes nothing */
  readonly suppress: (ctx: TenantContext, contactId: string, reason: SuppressionReason) => Promise<void>;
  /** records an open or a click (the tracking service) */
  readonly track: (event: TrackedEvent) => Promise<unknown>;
}

/** What a hard bounce writes through: the SES events' parts but soft bounces and tracking. */
export type HardBounceDeps = Omit<DeliveryEventDeps, 'softBounces' | 'track'>;

/**
 * What one event did:
 * - BOUNCED: the email became BOUNCED (a hard bounce, or the fifth soft bounce in a row);
 * - SOFT_BOUNCE: counted on the contact;
 * - COMPLAINED: the email became SPAM;
 * - DELIVERED: the contact's soft bounces were set back to 0;
 * - TRACKED: an open or click went to the tracking service;
 * - UNCHANGED: already done (a replay, an email already BOUNCED or SPAM);
 * - IGNORED: about no email of ours (see `why`).
 */
export const DELIVERY_EVENT_OUTCOMES = [
  'BOUNCED',
  'SOFT_BOUNCE',
  'COMPLAINED',
  'DELIVERED',
  'TRACKED',
  'UNCHANGED',
  'IGNORED',
] as const;
export type DeliveryEventOutcome = (typeof DELIVERY_EVENT_OUTCOMES)[number];

export interface DeliveryEventResult {
  readonly outcome: DeliveryEventOutcome;
  /** why an event was ignored or left unchanged (no address, fit for logs) */
  readonly why?: string;
  /** the contact's soft bounces in a row after a bounce counted */
  readonly softBounces?: number;
}

type Handled = Exclude<SesEvent, { kind: 'IGNORED' }>;

/** Why the email read is not the one the event is about, or undefined when it is. */
function mismatchOf(email: EmailMessageItem | null, ref: SesEventRef): string | undefined {
  if (!email) return 'no such email in the instance';
  if (email.namespaceId !== ref.namespaceId || email.id !== ref.emailId) return 'the email read is not the one tagged';
  if (email.channel !== 'EMAIL') return 'not an email';
  if (email.providerMessageId !== ref.messageId) return 'not the message the email was sent as';
  return undefined;
}

/** A status change the event makes, with where it may come from. */
interface Move {
  readonly to: EmailStatus;
  readonly from: (status: EmailStatus) => boolean;
  readonly at: Date;
  readonly by: string;
  readonly note: string;
  readonly failureReason?: string;
}

/**
 * Moves the email with the review queue's conditional change (its history entry and campaign counts
 * follow it), reading it again when another change came first. The email as changed,
 * or null when it is no longer in a status the move may come from (another event did it).
 */
async function move(
  deps: HardBounceDeps,
  ctx: TenantContext,
  read: EmailMessageItem,
  spec: Move,
): Promise<EmailMessageItem | null> {
  let current: EmailMessageItem | null = read;
  for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt += 1) {
    if (!current || !spec.from(current.status)) return null;
    const progress = progressFor(current.status, spec.to, current.step ?? 0);
    const result = await deps.emails.change(
      ctx,
      current,
      {
        set: { status: spec.to, ...(spec.failureReason === undefined ? {} : { failureReason: spec.failureReason }) },
        history: [statusEntry(current.status, spec.to, spec.at.toISOString(), spec.by, spec.note)],
        ...(progress ? { progress } : {}),
      },
      deps.now().toISOString(),
    );
    if (result.outcome === 'CHANGED') return result.email;
    if (result.outcome === 'MISSING') return null;
    current = await deps.emails.get(ctx, read.id);
  }
  throw new Error(`The email's status kept changing: the event is tried again (${CHANGE_ATTEMPTS} attempts).`);
}

/**
 * Counts a hard bounce or a complaint against the mailbox that sent the email, on the day of the
 * event in the mailbox's time zone (the sender's, else the instance's), and judges the sender again.
 */
async function countOutcome(
  deps: HardBounceDeps,
  ctx: TenantContext,
  email: EmailMessageItem,
  outcome: 'bounced' | 'complained',
  at: Date,
): Promise<void> {
  const mailbox = email.senderEmail;
  if (mailbox === undefined || mailbox === '') return;
  const sender = await deps.senders.findBySenderEmail(ctx, mailbox);
  const zone = await mailboxTimeZone(sender, () => deps.instanceTimeZone(ctx));
  await deps.store.recordOutcome(ctx, mailbox, localDay(at.getTime(), zone), outcome);
  if (sender) await refreshSenderStatus(deps, ctx, sender);
}

const sentNotBounced = (status: EmailStatus) => isSentOrLater(status) && status !== 'BOUNCED';
const sentNotFlagged = (status: EmailStatus) => isSentOrLater(status) && status !== 'BOUNCED' && status !== 'SPAM';

/**
 * A hard bounce: the contact suppressed (BOUNCED), the email BOUNCED from any sent status, and
 * the mailbox's hard bounce counted, that last only by the event whose change applied. The
 * suppression comes first and is idempotent, so an event interrupted half-way completes when it
 * comes again, and a replay changes nothing.
 */
export async function hardBounce(
  deps: HardBounceDeps,
  ctx: TenantContext,
  email: EmailMessageItem,
  at: Date,
  reason: string,
): Promise<DeliveryEventResult> {
  if (!isSentOrLater(email.status)) return { outcome: 'IGNORED', why: `the email is ${email.status}, not sent` };
  if (email.status === 'BOUNCED') return { outcome: 'UNCHANGED', why: 'the email is BOUNCED already' };
  await deps.suppress(ctx, email.contactId, 'BOUNCED');
  const bounced = await move(deps, ctx, email, {
    to: 'BOUNCED',
    from: sentNotBounced,
    at,
    by: SES_EVENTS_ACTOR,
    note: reason,
    failureReason: reason,
  });
  if (!bounced) return { outcome: 'UNCHANGED', why: 'the email is BOUNCED already' };
  await countOutcome(deps, ctx, bounced, 'bounced', at);
  return { outcome: 'BOUNCED' };
}

function bounceReason(event: Extract<SesEvent, { kind: 'BOUNCE' }>): string {
  const status = event.recipients.find((recipient) => recipient.status !== undefined)?.status;
  return `The recipient's mail server bounced the email (${event.bounceType}, ${event.bounceSubType}${status ? `, ${status}` : ''}).`;
}

async function bounce(
  deps: DeliveryEventDeps,
  ctx: TenantContext,
  email: EmailMessageItem,
  event: Extract<SesEvent, { kind: 'BOUNCE' }>,
): Promise<DeliveryEventResult> {
  if (bounceSeverity(event) === 'HARD') return hardBounce(deps, ctx, email, event.at, bounceReason(event));
  const counted = await deps.softBounces.countSoftBounce(ctx, {
    contactId: email.contactId,
    emailId: email.id,
    eventKey: event.feedbackId,
    at: deps.now().toISOString(),
    expiresAt: Math.floor(deps.now().getTime() / 1000) + INBOUND_EVENT_TTL_DAYS * 86_400,
  });
  if (counted.outcome === 'MISSING') return { outcome: 'IGNORED', why: 'the contact is gone' };
  // the count as it stands, also on a replay: an event interrupted after its count completes its effects
  if (counted.softBounces >= SOFT_BOUNCE_LIMIT) {
    const result = await hardBounce(
      deps,
      ctx,
      email,
      event.at,
      `${bounceReason(event).slice(0, -1)}: ${SOFT_BOUNCE_LIMIT} soft bounces in a row count as a hard bounce.`,
    );
    return { ...result, softBounces: counted.softBounces };
  }
  return counted.outcome === 'COUNTED'
    ? { outcome: 'SOFT_BOUNCE', softBounces: counted.softBounces }
    : { outcome: 'UNCHANGED', why: 'the soft bounce was counted before', softBounces: counted.softBounces };
}

/**
 * A complaint: the contact suppressed (COMPLAINED), the email SPAM from any sent status but
 * BOUNCED, and the mailbox's complaint counted (toward its sender's spam rate) by the report whose
 * change applied. The one path of every complaint: SES's, and a feedback report arriving in a
 * rep's mailbox.
 */
export async function recordComplaint(
  deps: HardBounceDeps,
  ctx: TenantContext,
  email: EmailMessageItem,
  at: Date,
  feedbackType: string | undefined,
): Promise<DeliveryEventResult> {
  if (!isSentOrLater(email.status)) return { outcome: 'IGNORED', why: `the email is ${email.status}, not sent` };
  if (!sentNotFlagged(email.status)) return { outcome: 'UNCHANGED', why: `the email is ${email.status} already` };
  await deps.suppress(ctx, email.contactId, 'COMPLAINED');
  const note = `The recipient reported the email as spam${feedbackType ? ` (${feedbackType})` : ''}.`;
  const flagged = await move(deps, ctx, email, { to: 'SPAM', from: sentNotFlagged, at, by: RECIPIENT, note });
  if (!flagged) return { outcome: 'UNCHANGED', why: 'the email is SPAM or BOUNCED already' };
  await countOutcome(deps, ctx, flagged, 'complained', at);
  return { outcome: 'COMPLAINED' };
}

/**
 * A refusal by the recipient's server for policy or spam (5.7.x): the address is fine, our
 * sending is not. The email BOUNCED with the reason (shown on it), the mailbox's bounce counted
 * toward its sender's health by the report whose change applied; the contact is not suppressed.
 */
export async function blockedDelivery(
  deps: HardBounceDeps,
  ctx: TenantContext,
  email: EmailMessageItem,
  at: Date,
  reason: string,
): Promise<DeliveryEventResult> {
  if (!isSentOrLater(email.status)) return { outcome: 'IGNORED', why: `the email is ${email.status}, not sent` };
  const blocked = await move(deps, ctx, email, {
    to: 'BOUNCED',
    from: sentNotFlagged,
    at,
    by: SES_EVENTS_ACTOR,
    note: reason,
    failureReason: reason,
  });
  if (!blocked) return { outcome: 'UNCHANGED', why: `the email is ${email.status} already` };
  await countOutcome(deps, ctx, blocked, 'bounced', at);
  return { outcome: 'BOUNCED' };
}

/**
 * Applies one SES event to the email it names. The email is read within the instance its
 * `namespaceId` tag names and must be the one the event is about: the tag's id, on the EMAIL
 * channel, sent as SES's message (`providerMessageId` equal to `mail.messageId`); any other event
 * is IGNORED, nothing written.
 *
 * - Bounce, hard (Permanent; Undetermined with an address subtype, see `bounceSeverity`): the
 *   contact suppressed, the email BOUNCED, the mailbox's hard bounce counted and its sender judged.
 * - Bounce, soft: the contact's `softBounces` plus 1, once per SES feedbackId; the fifth in a row
 *   does what a hard bounce does.
 * - Complaint: the contact suppressed, the email SPAM, the mailbox's complaint counted.
 * - Delivery: the contact's `softBounces` back to 0.
 * - Open, Click: to the tracking service, as from SES.
 *
 * Each effect is conditional or idempotent, so an event delivered twice, or twice at once, has
 * the effects of one.
 */
export async function handleSesEvent(deps: DeliveryEventDeps, event: SesEvent): Promise<DeliveryEventResult> {
  if (event.kind === 'IGNORED') return { outcome: 'IGNORED', why: event.why };
  const ctx = jobContext(event.ref.namespaceId, SES_EVENTS_ACTOR);
  const email = await deps.emails.get(ctx, event.ref.emailId);
  const mismatch = mismatchOf(email, event.ref);
  if (mismatch !== undefined || !email) return { outcome: 'IGNORED', why: mismatch ?? 'no such email in the instance' };
  return apply(deps, ctx, email, event);
}

async function apply(
  deps: DeliveryEventDeps,
  ctx: TenantContext,
  email: EmailMessageItem,
  event: Handled,
): Promise<DeliveryEventResult> {
  switch (event.kind) {
    case 'BOUNCE':
      return bounce(deps, ctx, email, event);
    case 'COMPLAINT':
      return recordComplaint(deps, ctx, email, event.at, event.feedbackType);
    case 'DELIVERY':
      await deps.softBounces.resetSoftBounces(ctx, email.contactId);
      return { outcome: 'DELIVERED' };
    case 'OPEN':
    case 'CLICK':
      await deps.track({
        namespaceId: ctx.namespaceId,
        emailId: email.id,
        contactId: email.contactId,
        kind: event.kind,
        at: event.at,
        source: 'SES',
        ...(event.userAgent === undefined ? {} : { userAgent: event.userAgent }),
        ...(event.kind === 'CLICK' ? { url: event.link } : {}),
      });
      return { outcome: 'TRACKED' };
  }
}
