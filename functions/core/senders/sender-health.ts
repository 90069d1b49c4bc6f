import { SENDER_OUTCOME_DAYS } from '../../../shared/domain/sender';
import { senderHealth, senderStatusFromOutcomes, type SenderOutcomeVerdict } from '../../../shared/rules/sender';
import type { Removable, TenantStore } from '../ports/data';
import type { EmailSenderConfigItem } from '../ports/items';
import type { SendStore } from '../ports/sending';
import { lastLocalDays, localDay } from '../../../shared/rules/mailbox-days';
import { mailboxTimeZone } from '../../../shared/rules/sending-zone';
import type { TenantContext } from '../tenant';

/** What judging a sender's status from its outcomes reads and writes. */
export interface SenderStatusDeps {
  /** the mailbox's counters: its sends, hard bounces and spam complaints by local day */
  readonly store: Pick<SendStore, 'outcomes'>;
  readonly senders: Pick<TenantStore<EmailSenderConfigItem>, 'update'> & {
    findBySenderEmail(ctx: TenantContext, email: string): Promise<EmailSenderConfigItem | null>;
  };
  /** the instance's time zone (a sender's default) */
  readonly instanceTimeZone: (ctx: TenantContext) => Promise<string>;
  readonly now: () => Date;
}

/** What the resume route reads and writes: the senders by id, and what a status refresh needs. */
export interface SenderResumeDeps extends SenderStatusDeps {
  readonly senders: SenderStatusDeps['senders'] & Pick<TenantStore<EmailSenderConfigItem>, 'get'>;
}

type Changes = Partial<Omit<EmailSenderConfigItem, 'namespaceId' | 'id' | 'createdAt' | 'updatedAt'>>;

/** Statuses the outcomes give; WARMING_UP and ACTIVE are the quiet ones, which the outcomes leave to warm-up. */
const OUTCOME_STATUSES: readonly EmailSenderConfigItem['status'][] = ['WARNING', 'SUSPENDED'];

function zoneOf(deps: SenderStatusDeps, ctx: TenantContext, sender: EmailSenderConfigItem): Promise<string> {
  return mailboxTimeZone(sender, () => deps.instanceTimeZone(ctx));
}

/**
 * Whether a hard bounce was recorded after the rep resumed sending: the resume day's count then
 * (`bouncesAtResume`) against the bounces counted from that day on. Counters only grow.
 */
async function bouncedSinceResume(
  deps: SenderStatusDeps,
  ctx: TenantContext,
  sender: EmailSenderConfigItem,
  zone: string,
  today: string,
): Promise<boolean> {
  if (sender.sendingResumedAt === undefined) return true;
  const resumeDay = localDay(Date.parse(sender.sendingResumedAt), zone);
  if (resumeDay > today) return false;
  const since = await deps.store.outcomes(ctx, sender.senderEmail, resumeDay, today);
  return since.bounced > (sender.bouncesAtResume ?? 0);
}

/** The pause's reason among the verdict's reasons (the hard-bounce one). */
function bounceReason(verdict: SenderOutcomeVerdict): string {
  return verdict.reasons.find((reason) => reason.startsWith('Hard bounces')) ?? 'Hard bounces above 5 %';
}

/**
 * Judges a sender from its outcomes over its last 30 local days (its time zone, else the
 * instance's) and writes what follows:
 * - `status` and `statusReason` from `senderStatusFromOutcomes` (a WARMING_UP sender stays
 *   WARMING_UP unless a rule makes it WARNING or SUSPENDED);
 * - below 100 delivered the outcomes change nothing, except that a WARNING or SUSPENDED status
 *   lifts once its 30 days hold no hard bounce and no complaint;
 * - hard bounces above 5 % pause its sending (`sendingPausedAt`, `sendingPausedReason`) until the
 *   rep resumes; after a resume, the pause comes back only when a hard bounce recorded after the
 *   resume keeps the rate above 5 %;
 * - `spamRate`, `bounceRate`, `recentOutcomes`, `health` and `healthCheckedAt`.
 *
 * @returns the sender as written.
 */
export async function refreshSenderStatus(
  deps: SenderStatusDeps,
  ctx: TenantContext,
  sender: EmailSenderConfigItem,
): Promise<EmailSenderConfigItem> {
  const now = deps.now();
  const zone = await zoneOf(deps, ctx, sender);
  const days = lastLocalDays(now.getTime(), zone, SENDER_OUTCOME_DAYS);
  const toDay = days[0] ?? localDay(now.getTime(), zone);
  const fromDay = days[days.length - 1] ?? toDay;
  const counts = await deps.store.outcomes(ctx, sender.senderEmail, fromDay, toDay);
  // a sender whose status the outcomes set returns to ACTIVE when they lift it; a warming-up one stays warming up
  const verdict = senderStatusFromOutcomes(counts, { warmingUp: sender.status === 'WARMING_UP' });

  const changes: Changes = {
    spamRate: verdict.spamRate,
    bounceRate: verdict.bounceRate,
    healthCheckedAt: now.toISOString(),
    recentOutcomes: { fromDay, toDay, ...counts, delivered: verdict.delivered, judged: verdict.judged },
  };
  const remove: Removable<EmailSenderConfigItem>[] = [];

  let status = sender.status;
  let statusReason: string | undefined = sender.statusReason;
  if (verdict.judged) {
    status = verdict.status;
    statusReason = verdict.reasons.length > 0 ? verdict.reasons.join('. ') : undefined;
  } else if (OUTCOME_STATUSES.includes(sender.status) && counts.bounced === 0 && counts.complained === 0) {
    status = verdict.status;
    statusReason = undefined;
  }

  let pausedAt = sender.sendingPausedAt;
  let pausedReason = sender.sendingPausedReason;
  if (verdict.pauseSending) {
    if (pausedAt !== undefined) {
      pausedReason = bounceReason(verdict);
    } else if (await bouncedSinceResume(deps, ctx, sender, zone, toDay)) {
      pausedAt = now.toISOString();
      pausedReason = bounceReason(verdict);
    } else {
      statusReason = `${statusReason ?? bounceReason(verdict)}. Sending was resumed: a new hard bounce pauses it again`;
    }
  }

  changes.status = status;
  if (statusReason === undefined) remove.push('statusReason');
  else changes.statusReason = statusReason;
  if (pausedAt !== undefined) {
    changes.sendingPausedAt = pausedAt;
    changes.sendingPausedReason = pausedReason ?? bounceReason(verdict);
  }
  changes.health = senderHealth({
    status,
    credentialsValid: sender.credentialsValid !== false,
    paused: pausedAt !== undefined,
  });
  return deps.senders.update(ctx, sender.id, changes, remove);
}

/**
 * {@link refreshSenderStatus} for the sender of this mailbox address in the instance, for the paths
 * that record an outcome (the send worker after a permanent refusal, the SES event consumer after
 * a hard bounce or a complaint). Null when no sender of the instance sends from it.
 */
export async function refreshSenderStatusByMailbox(
  deps: SenderStatusDeps,
  ctx: TenantContext,
  mailbox: string,
): Promise<EmailSenderConfigItem | null> {
  const sender = await deps.senders.findBySenderEmail(ctx, mailbox);
  return sender ? refreshSenderStatus(deps, ctx, sender) : null;
}

/**
 * The rep resumes a sender whose sending was paused: the pause is cleared, `sendingResumedAt` and
 * the hard bounces already counted that day are recorded (so that only a later bounce pauses it
 * again), and its status is judged again. A sender that is not paused is answered as it is.
 *
 * @throws NotFoundError when the instance has no sender `senderId`.
 */
export async function resumeSending(
  deps: SenderResumeDeps,
  ctx: TenantContext,
  senderId: string,
): Promise<EmailSenderConfigItem> {
  const sender = await deps.senders.get(ctx, senderId);
  if (sender.sendingPausedAt === undefined) return sender;
  const now = deps.now();
  const zone = await zoneOf(deps, ctx, sender);
  const today = localDay(now.getTime(), zone);
  const sameDay = await deps.store.outcomes(ctx, sender.senderEmail, today, today);
  const resumed = await deps.senders.update(
    ctx,
    sender.id,
    { sendingResumedAt: now.toISOString(), bouncesAtResume: sameDay.bounced },
    ['sendingPausedAt', 'sendingPausedReason'],
  );
  return refreshSenderStatus(deps, ctx, resumed);
}
