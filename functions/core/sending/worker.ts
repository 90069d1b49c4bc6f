import { CAMPAIGN_MAX_LIFECYCLE_STAGE } from '../../../shared/domain/campaign';
import { LIFECYCLE_STAGES } from '../../../shared/domain/lifecycle';
import { EMAIL_MAX_RETRIES, WARM_UP } from '../../../shared/domain/sending';
import { fillPlaceholders, toPlainText, type PlaceholderValues } from '../../../shared/rules/email';
import { inlineSignatureHtml } from '../../../shared/rules/signature-html';
import type { TenantReader, TenantStore } from '../ports/data';
import type {
  CallToActionItem,
  CampaignItem,
  ContactItem,
  EmailMessageItem,
  EmailSenderConfigItem,
  SignatureItem,
} from '../ports/items';
import type { LookupOutcome, Mailer, OutgoingEmail, SendOutcome } from '../ports/mailer';
import type { WorkQueue } from '../ports/queue';
import type { EmailChange, EmailReviewStore } from '../ports/review';
import type { SendStore } from '../ports/sending';
import { jobContext, type TenantContext } from '../tenant';
import { isInstanceBlocked, TRIAL_ENDED, type InstanceReader } from '../instance/trial-block';
import { emailIdFor } from '../generation/email-id';
import { progressFor, statusEntry } from '../review/status-change';
import { refreshSenderStatusByMailbox } from '../senders/sender-health';
import { holdReasonText, MIN_SEND_SPACING_MS, pausedReasonOf } from '../../../shared/rules/mailbox-limits';
import { sendWorkId, type SendMessage } from './messages';
import { localDay } from '../../../shared/rules/mailbox-days';
import { isManualEmail } from './manual-email';
import { messageIdOf } from './message-id';
import { mailboxTimeZone } from '../../../shared/rules/sending-zone';
import { HOLD_RECHECK_MS } from './planner';

/** How long a worker holds an email it sends: longer than the consumer's timeout (60 s), so a live send is never taken over. */
export const SEND_LEASE_MS = 5 * 60_000;
/** The wait before a send the mail server refused for now is tried again, times the attempts made. */
export const TEMPORARY_RETRY_MS = 15 * 60_000;
/** Why an email is marked FAILED when its delivery cannot be known: the rep decides. */
export const DELIVERY_UNKNOWN = 'Delivery unknown';

/**
 * What became of one message:
 * - SENT: it left (or a lookup found that it had left);
 * - SKIPPED: nothing to do (a repeated message, an email sent or being sent by another worker, ids of no email of this instance);
 * - CANCELLED / STOPPED: it will not be sent (the contact unsubscribed, bounced or replied, its stage is too high; or the
 *   mailbox refused the recipient: BOUNCED), or its delivery is unknown (FAILED);
 * - WAITING: it went back to SCHEDULED (instance blocked, campaign not running, sender suspended or its credentials failed,
 *   a temporary refusal);
 * - REQUEUED: the mailbox sent 10 s ago or less: the message was put back to keep the spacing.
 */
export type SendWorkOutcome = 'SENT' | 'SKIPPED' | 'CANCELLED' | 'STOPPED' | 'WAITING' | 'REQUEUED';

export interface SendWorkerDeps {
  readonly emails: Pick<EmailReviewStore, 'get' | 'change'>;
  readonly store: SendStore;
  readonly campaigns: Pick<TenantReader<CampaignItem>, 'find'>;
  readonly contacts: Pick<TenantStore<ContactItem>, 'find' | 'update'>;
  readonly senders: Pick<TenantStore<EmailSenderConfigItem>, 'update'> & {
    findBySenderEmail(ctx: TenantContext, email: string): Promise<EmailSenderConfigItem | null>;
  };
  readonly callToActions: Pick<TenantReader<CallToActionItem>, 'find'>;
  readonly signatures: Pick<TenantReader<SignatureItem>, 'find'>;
  /** the mailer of a sender, or why there is none (credentials missing or refused) */
  readonly mailerFor: (ctx: TenantContext, sender: EmailSenderConfigItem) => Promise<{ mailer: Mailer } | { failed: string }>;
  /** List-Unsubscribe and List-Unsubscribe-Post for one email to one contact */
  readonly unsubscribeHeaders: (
    ctx: TenantContext,
    email: { contactId: string; emailId: string; mailbox: string },
  ) => Promise<Record<string, string>>;
  /** the HTML as it leaves: with its open pixel and click links when the instance tracks them, else as written */
  readonly trackedHtml: (
    ctx: TenantContext,
    email: { contactId: string; emailId: string; sentAt: string },
    html: string,
  ) => Promise<string>;
  /** suppresses a contact (DO_NOT_CONTACT, its pending emails cancelled) */
  readonly suppress: (ctx: TenantContext, contactId: string, reason: string) => Promise<void>;
  /** the instance's time zone (a sender's default), for the day a send counts on */
  readonly instanceTimeZone: (ctx: TenantContext) => Promise<string>;
  /** the instance's plan: nothing is sent for a blocked instance */
  readonly instances: InstanceReader;
  readonly queue: WorkQueue<SendMessage>;
  readonly now: () => Date;
}

const STAGE_LIMIT = LIFECYCLE_STAGES.indexOf(CAMPAIGN_MAX_LIFECYCLE_STAGE);

/**
 * Why the contact must not get this email any more, or null. A suppressed, unsubscribed, bounced
 * or complaining contact gets nothing. A contact who replied gets no more automated steps, but a
 * member's hand-written answer reaches them (the person answered; a human writes back), whatever
 * their lifecycle stage.
 */
export function contactStop(
  contact: Pick<ContactItem, 'status' | 'emailStatus' | 'lifecycleStage'>,
  email: Pick<EmailMessageItem, 'id' | 'step' | 'type' | 'origin'>,
): { status: 'CANCELLED' | 'LIFECYCLE_STAGE_TOO_HIGH'; reason: string } | null {
  if (contact.status === 'DO_NOT_CONTACT' || contact.emailStatus === 'DO_NOT_CONTACT') {
    return { status: 'CANCELLED', reason: 'The contact asked not to be contacted.' };
  }
  if (contact.emailStatus === 'BOUNCED' || contact.emailStatus === 'SPAM') {
    return {
      status: 'CANCELLED',
      reason: `An earlier email to the contact ${contact.emailStatus === 'BOUNCED' ? 'bounced' : 'was reported as spam'}.`,
    };
  }
  if (isManualEmail(email)) return null;
  const followUp = (email.step ?? 0) > 0 || email.type === 'FOLLOW_UP';
  if (followUp && (contact.status === 'REPLIED' || contact.emailStatus === 'REPLIED')) {
    return { status: 'CANCELLED', reason: 'The contact replied: follow-ups stop.' };
  }
  if (LIFECYCLE_STAGES.indexOf(contact.lifecycleStage) > STAGE_LIMIT) {
    return { status: 'LIFECYCLE_STAGE_TOO_HIGH', reason: 'The contact moved past the lifecycle stages campaigns write to.' };
  }
  return null;
}

/**
 * Sends the email one sending message names. The email is read within the message's instance and
 * must be from the message's mailbox. It is claimed (SCHEDULED → SENDING, a conditional write with
 * a lease) before anything leaves; after the claim, the instance, campaign and sender are checked
 * again (a blocked instance sends nothing), the mailbox's send slot is taken (10 s since its last
 * send), the contact is read last (an unsubscribe a second earlier stops it), and the outcome is
 * written while the claim holds. A claim whose worker vanished is settled by a lookup at the
 * provider, never by sending blindly.
 */
export async function sendQueuedEmail(deps: SendWorkerDeps, message: SendMessage): Promise<SendWorkOutcome> {
  const ctx = jobContext(message.namespaceId, 'send-worker');
  const email = await deps.emails.get(ctx, message.emailId);
  if (!email || email.namespaceId !== message.namespaceId || email.channel !== 'EMAIL') return 'SKIPPED';
  if (email.senderEmail?.toLowerCase() !== message.mailbox.toLowerCase()) return 'SKIPPED';
  const now = deps.now().getTime();
  if (email.status === 'SENDING') return settleLostSend(deps, ctx, email, message, now);
  if (email.status !== 'SCHEDULED') return 'SKIPPED';
  const claim = await deps.emails.change(
    ctx,
    email,
    {
      // the planner does not write the email it queues: its time and the end of its hold come with the claim
      set: { status: 'SENDING', sendAttempts: (email.sendAttempts ?? 0) + 1, plannedAt: message.plannedAt },
      remove: ['holdReason'],
      leaseUntil: now + SEND_LEASE_MS,
      // the claim is brief: the history and the campaign's counts record where the email ends up
      history: [],
    },
    new Date(now).toISOString(),
  );
  if (claim.outcome !== 'CHANGED') return 'SKIPPED';
  return sendClaimed(deps, ctx, claim.email, message, now);
}

function withProgress(from: EmailMessageItem['status'], to: EmailMessageItem['status'], step: number) {
  const progress = progressFor(from, to, step);
  return progress ? { progress } : {};
}

/** A change out of SENDING, with its history entry and the campaign's counts, both as from SCHEDULED (the claim records neither). */
function leave(
  claimed: EmailMessageItem,
  to: EmailMessageItem['status'],
  at: number,
  extra: Partial<EmailChange> & { set?: EmailChange['set'] },
  note?: string,
): EmailChange {
  return {
    ...extra,
    set: { status: to, ...(extra.set ?? {}) },
    history:
      to === 'SCHEDULED' && note === undefined ? [] : [statusEntry('SCHEDULED', to, new Date(at).toISOString(), 'system', note)],
    ...withProgress('SCHEDULED', to, claimed.step ?? 0),
  };
}

async function write(deps: SendWorkerDeps, ctx: TenantContext, claimed: EmailMessageItem, change: EmailChange): Promise<boolean> {
  const outcome = await deps.emails.change(ctx, claimed, change, deps.now().toISOString());
  return outcome.outcome === 'CHANGED';
}

/** Puts a claimed email back to SCHEDULED, to be looked at again at `until` with the reason shown. */
async function wait(
  deps: SendWorkerDeps,
  ctx: TenantContext,
  claimed: EmailMessageItem,
  reason: string,
  until: number,
  reservation: { mailbox: string; day: string } | null,
): Promise<SendWorkOutcome> {
  const at = deps.now().getTime();
  await write(
    deps,
    ctx,
    claimed,
    leave(
      claimed,
      'SCHEDULED',
      at,
      { set: { holdReason: reason }, remove: ['plannedAt'], dueAt: new Date(until).toISOString() },
      reason,
    ),
  );
  if (reservation) await deps.store.unreserve(ctx, reservation.mailbox, reservation.day);
  return 'WAITING';
}

async function stop(
  deps: SendWorkerDeps,
  ctx: TenantContext,
  claimed: EmailMessageItem,
  to: 'CANCELLED' | 'LIFECYCLE_STAGE_TOO_HIGH' | 'FAILED' | 'BOUNCED',
  reason: string,
  reservation: { mailbox: string; day: string } | null,
): Promise<SendWorkOutcome> {
  await write(deps, ctx, claimed, leave(claimed, to, deps.now().getTime(), { set: { failureReason: reason } }, reason));
  if (reservation && to !== 'BOUNCED' && to !== 'FAILED') await deps.store.unreserve(ctx, reservation.mailbox, reservation.day);
  return to === 'CANCELLED' || to === 'LIFECYCLE_STAGE_TOO_HIGH' ? 'CANCELLED' : 'STOPPED';
}

async function markSent(
  deps: SendWorkerDeps,
  ctx: TenantContext,
  claimed: EmailMessageItem,
  found: { providerMessageId?: string | undefined; providerThreadId?: string | undefined },
  day: string,
  note?: string,
): Promise<SendWorkOutcome> {
  const at = deps.now();
  const saved = await write(
    deps,
    ctx,
    claimed,
    leave(
      claimed,
      'SENT',
      at.getTime(),
      {
        set: {
          sentAt: at.toISOString(),
          ...(found.providerMessageId ? { providerMessageId: found.providerMessageId } : {}),
          ...(found.providerThreadId ? { providerThreadId: found.providerThreadId } : {}),
        },
        remove: ['holdReason', 'failureReason'],
      },
      note,
    ),
  );
  if (!saved) return 'SKIPPED';
  const sentTotal = await deps.store.recordSent(ctx, claimed.senderEmail ?? '', day);
  await endWarmUp(deps, ctx, claimed.senderEmail ?? '', sentTotal);
  await deps.contacts.update(ctx, claimed.contactId, { lastEmailedAt: at.toISOString() }).catch(() => undefined);
  return 'SENT';
}

/**
 * A warming-up mailbox whose send reached WARM_UP.minimumMessages is warmed up: it becomes ACTIVE.
 * (Its warm-up caps end with the count itself, so a status left behind by a lost write limits nothing.)
 */
async function endWarmUp(deps: SendWorkerDeps, ctx: TenantContext, mailbox: string, sentTotal: number): Promise<void> {
  if (sentTotal !== WARM_UP.minimumMessages) return;
  const sender = await deps.senders.findBySenderEmail(ctx, mailbox);
  if (sender?.status === 'WARMING_UP') await deps.senders.update(ctx, sender.id, { status: 'ACTIVE' });
}

/**
 * An email left in SENDING by a worker that vanished (its lease ran out): claimed again, then
 * looked up at the provider. Found: SENT. Surely not sent (no trace, or an unsent Graph draft):
 * sent now. Otherwise FAILED with 'Delivery unknown', for the rep to decide.
 */
async function settleLostSend(
  deps: SendWorkerDeps,
  ctx: TenantContext,
  email: EmailMessageItem,
  message: SendMessage,
  now: number,
): Promise<SendWorkOutcome> {
  const reclaim = await deps.emails.change(
    ctx,
    email,
    { set: { status: 'SENDING' }, leaseUntil: now + SEND_LEASE_MS, leaseEndedBefore: now, history: [] },
    new Date(now).toISOString(),
  );
  // its worker still holds it (its lease runs): that worker finishes, or the planner brings it back
  if (reclaim.outcome !== 'CHANGED') return 'SKIPPED';
  const claimed = reclaim.email;
  const sender = await deps.senders.findBySenderEmail(ctx, message.mailbox);
  const day = localDay(now, await mailboxTimeZone(sender, () => deps.instanceTimeZone(ctx)));
  const built = sender ? await deps.mailerFor(ctx, sender) : { failed: 'The sender was removed.' };
  const found: LookupOutcome =
    'mailer' in built
      ? await built.mailer.lookup(messageIdOf(claimed.id, message.mailbox))
      : { kind: 'UNKNOWN', reason: built.failed };
  if (found.kind === 'SENT')
    return markSent(deps, ctx, claimed, found, day, 'Found sent at the provider after an interrupted send.');
  if (found.kind === 'NOT_SENT') return sendClaimed(deps, ctx, claimed, message, now);
  return stop(deps, ctx, claimed, 'FAILED', `${DELIVERY_UNKNOWN}: the send was interrupted and ${found.reason}`, null);
}

async function sendClaimed(
  deps: SendWorkerDeps,
  ctx: TenantContext,
  claimed: EmailMessageItem,
  message: SendMessage,
  now: number,
): Promise<SendWorkOutcome> {
  const [campaign, sender] = await Promise.all([
    deps.campaigns.find(ctx, claimed.campaignId),
    deps.senders.findBySenderEmail(ctx, message.mailbox),
  ]);
  // asked together, so that an instance read for both answers both
  const [zone, blocked] = await Promise.all([
    mailboxTimeZone(sender, () => deps.instanceTimeZone(ctx)),
    isInstanceBlocked(deps.instances, ctx, new Date(now)),
  ]);
  const reservation = { mailbox: message.mailbox, day: localDay(now, zone) };
  // a hand-written answer is the member's, not the campaign's: it goes whatever became of the campaign
  const manual = isManualEmail(claimed);
  if (!campaign && !manual) return stop(deps, ctx, claimed, 'CANCELLED', 'The campaign was deleted.', reservation);
  // the instance may have been blocked since the planner gave the email its time
  if (blocked) {
    return wait(deps, ctx, claimed, TRIAL_ENDED, now + HOLD_RECHECK_MS, reservation);
  }
  if (campaign && !manual && campaign.status !== 'RUNNING') {
    return wait(deps, ctx, claimed, `campaign is ${campaign.status.toLowerCase()}`, now + HOLD_RECHECK_MS, reservation);
  }
  if (!sender || (!manual && !campaign?.senderConfigIds.includes(sender.id))) {
    const reason = manual ? 'no sender sends from this address' : 'no sender of the campaign sends from this address';
    return wait(deps, ctx, claimed, reason, now + HOLD_RECHECK_MS, reservation);
  }
  if (sender.status === 'SUSPENDED') return wait(deps, ctx, claimed, 'sender suspended', now + HOLD_RECHECK_MS, reservation);
  const paused = pausedReasonOf(sender);
  if (paused !== undefined) {
    return wait(
      deps,
      ctx,
      claimed,
      holdReasonText({ code: 'SENDER_PAUSED', reason: paused }),
      now + HOLD_RECHECK_MS,
      reservation,
    );
  }
  if (sender.credentialsValid === false) {
    return wait(deps, ctx, claimed, 'sender credentials expired', now + HOLD_RECHECK_MS, reservation);
  }
  if (!claimed.bodyHtml || (claimed.channel === 'EMAIL' && !claimed.subject)) {
    return stop(deps, ctx, claimed, 'FAILED', 'The email has no text to send.', reservation);
  }

  const built = await deps.mailerFor(ctx, sender);
  if ('failed' in built) {
    await deps.senders.update(ctx, sender.id, { credentialsValid: false }).catch(() => undefined);
    return wait(deps, ctx, claimed, 'sender credentials expired', now + HOLD_RECHECK_MS, reservation);
  }

  // the mailbox's send slot: never two sends of one mailbox closer than 10 s, whatever the queue does
  if (!(await deps.store.takeSendSlot(ctx, sender.senderEmail, deps.now().getTime(), MIN_SEND_SPACING_MS))) {
    const back = deps.now().getTime();
    await write(
      deps,
      ctx,
      claimed,
      leave(claimed, 'SCHEDULED', back, { set: {}, dueAt: new Date(back + 10 * 60_000).toISOString() }),
    );
    const { failed } = await deps.queue.send([{ id: sendWorkId(message), body: message, delaySeconds: 15 }]);
    if (failed.length > 0) throw new Error(`The message could not be put back: ${failed[0]?.reason ?? 'unknown reason'}`);
    return 'REQUEUED';
  }

  // the contact, read once and last, just before the send: an unsubscribe, a bounce or a reply
  // recorded since the claim stops it (its slot is then left unused)
  const contact = await deps.contacts.find(ctx, claimed.contactId);
  if (!contact) return stop(deps, ctx, claimed, 'CANCELLED', 'The contact was deleted.', reservation);
  const stopped = contactStop(contact, claimed);
  if (stopped) return stop(deps, ctx, claimed, stopped.status, stopped.reason, reservation);
  const outgoing =
    campaign && !manual
      ? await outgoingEmail(deps, ctx, { email: claimed, campaign, contact, sender })
      : await manualOutgoingEmail(deps, ctx, { email: claimed, contact, sender });

  const outcome = await built.mailer.send(outgoing);
  return settle(deps, ctx, claimed, built.mailer, outgoing, outcome, reservation);
}

async function settle(
  deps: SendWorkerDeps,
  ctx: TenantContext,
  claimed: EmailMessageItem,
  mailer: Mailer,
  outgoing: OutgoingEmail,
  outcome: SendOutcome,
  reservation: { mailbox: string; day: string },
): Promise<SendWorkOutcome> {
  const now = deps.now().getTime();
  switch (outcome.kind) {
    case 'SENT':
      return markSent(deps, ctx, claimed, outcome, reservation.day);
    case 'REJECTED': {
      if (outcome.permanent) {
        const reason = `The recipient's mail server refused the email: ${outcome.reason}`;
        const result = await stop(deps, ctx, claimed, 'BOUNCED', reason, null);
        await deps.suppress(ctx, claimed.contactId, 'BOUNCED');
        await countHardBounce(deps, ctx, reservation);
        return result;
      }
      const attempts = claimed.sendAttempts ?? 1;
      if (attempts >= EMAIL_MAX_RETRIES) {
        return stop(deps, ctx, claimed, 'FAILED', `Refused ${attempts} times for now: ${outcome.reason}`, reservation);
      }
      return wait(
        deps,
        ctx,
        claimed,
        `the mail server asked to try later (${outcome.reason})`,
        now + attempts * TEMPORARY_RETRY_MS,
        reservation,
      );
    }
    case 'AUTH_FAILED': {
      const sender = await deps.senders.findBySenderEmail(ctx, reservation.mailbox);
      if (sender) await deps.senders.update(ctx, sender.id, { credentialsValid: false }).catch(() => undefined);
      return wait(deps, ctx, claimed, 'sender credentials expired', now + HOLD_RECHECK_MS, reservation);
    }
    case 'AMBIGUOUS': {
      // never sent again blindly: the provider is asked, where it can tell
      const found = await mailer.lookup(outgoing.messageId);
      if (found.kind === 'SENT')
        return markSent(deps, ctx, claimed, found, reservation.day, 'Found sent at the provider after an unclear answer.');
      if (found.kind === 'NOT_SENT') {
        return wait(
          deps,
          ctx,
          claimed,
          `the mailbox did not take the email (${outcome.reason})`,
          now + TEMPORARY_RETRY_MS,
          reservation,
        );
      }
      return stop(deps, ctx, claimed, 'FAILED', `${DELIVERY_UNKNOWN}: ${outcome.reason}`, null);
    }
  }
}

/**
 * A refused recipient is a hard bounce of the mailbox: counted among its sends (its place was used)
 * and its bounces, and the sender judged again (hard bounces above 5 % pause it).
 */
async function countHardBounce(
  deps: SendWorkerDeps,
  ctx: TenantContext,
  reservation: { mailbox: string; day: string },
): Promise<void> {
  await deps.store.recordSent(ctx, reservation.mailbox, reservation.day);
  await deps.store.recordOutcome(ctx, reservation.mailbox, reservation.day, 'bounced');
  await refreshSenderStatusByMailbox(deps, ctx, reservation.mailbox);
}

/** The email as it leaves: placeholders filled (with the greeting fallback), signature, threading and unsubscribe headers. */
async function outgoingEmail(
  deps: SendWorkerDeps,
  ctx: TenantContext,
  parts: { email: EmailMessageItem; campaign: CampaignItem; contact: ContactItem; sender: EmailSenderConfigItem },
): Promise<OutgoingEmail> {
  const { email, campaign, contact, sender } = parts;
  const [callToAction, signature] = await Promise.all([
    deps.callToActions.find(ctx, campaign.callToActionId),
    sender.signatureId ? deps.signatures.find(ctx, sender.signatureId) : Promise.resolve(null),
  ]);
  const values: PlaceholderValues = {
    ...(contact.firstName ? { firstName: contact.firstName } : {}),
    ...(callToAction?.url ? { link: callToAction.url } : {}),
    ...(signature ? { signature: inlineSignatureHtml(signature.content) } : {}),
  };
  const fill = (text: string) => fillPlaceholders(text, values, email.language);
  // the text part carries the signature as text: its HTML tags would show there as they are
  const textValues: PlaceholderValues = signature ? { ...values, signature: toPlainText(signature.content) } : values;
  const step = email.step ?? 0;
  const earlier = Array.from({ length: step }, (_, index) =>
    messageIdOf(emailIdFor(campaign.id, contact.id, index), sender.senderEmail),
  );
  const root = step > 0 ? await deps.emails.get(ctx, emailIdFor(campaign.id, contact.id, 0)) : null;
  const headers = await deps.unsubscribeHeaders(ctx, { contactId: contact.id, emailId: email.id, mailbox: sender.senderEmail });
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ').trim();
  return {
    from: { email: sender.senderEmail, name: sender.senderName },
    to: { email: contact.email, ...(name ? { name } : {}) },
    subject: fill(email.subject ?? ''),
    html: await deps.trackedHtml(
      ctx,
      { contactId: contact.id, emailId: email.id, sentAt: deps.now().toISOString() },
      fill(email.bodyHtml ?? ''),
    ),
    text: fillPlaceholders(email.bodyText ?? '', textValues, email.language),
    messageId: messageIdOf(email.id, sender.senderEmail),
    namespaceId: ctx.namespaceId,
    emailId: email.id,
    ...(earlier.length > 0 ? { inReplyTo: earlier[earlier.length - 1], references: earlier } : {}),
    headers,
    ...(root?.providerThreadId ? { providerThreadId: root.providerThreadId } : {}),
  };
}

/**
 * A hand-written email as it leaves: the member's words as they wrote them (no placeholder is
 * filled), answering the person's message (In-Reply-To, References, the provider's thread), with
 * the unsubscribe headers and tracking every email of the product has.
 */
async function manualOutgoingEmail(
  deps: SendWorkerDeps,
  ctx: TenantContext,
  parts: { email: EmailMessageItem; contact: ContactItem; sender: EmailSenderConfigItem },
): Promise<OutgoingEmail> {
  const { email, contact, sender } = parts;
  const headers = await deps.unsubscribeHeaders(ctx, { contactId: contact.id, emailId: email.id, mailbox: sender.senderEmail });
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ').trim();
  return {
    from: { email: sender.senderEmail, name: sender.senderName },
    to: { email: contact.email, ...(name ? { name } : {}) },
    subject: email.subject ?? '',
    html: await deps.trackedHtml(
      ctx,
      { contactId: contact.id, emailId: email.id, sentAt: deps.now().toISOString() },
      email.bodyHtml ?? '',
    ),
    text: email.bodyText ?? toPlainText(email.bodyHtml ?? ''),
    messageId: messageIdOf(email.id, sender.senderEmail),
    namespaceId: ctx.namespaceId,
    emailId: email.id,
    ...(email.inReplyTo ? { inReplyTo: email.inReplyTo } : {}),
    ...(email.references && email.references.length > 0 ? { references: email.references } : {}),
    headers,
    ...(email.providerThreadId ? { providerThreadId: email.providerThreadId } : {}),
  };
}
