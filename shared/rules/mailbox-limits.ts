import type { DailyCapSource } from '../api/schemas';
import type { SenderStatus, SenderType } from '../domain/sender';
import { OUTBOX_RATE_PER_SECOND, PER_EXECUTION, THROTTLE_OPTIONS, WARM_UP } from '../domain/sending';
import { warmUpDailyCap } from './warm-up';

/**
 * How many emails one mailbox may send, and when the next may leave: the send planner's limits,
 * enforced by the scheduler rather than advised (docs/product.md, Sending rules). Pure: the planner reads the
 * mailbox's counts and asks; the bench's checker reads the send log and asks the same questions of
 * its own counts.
 */

/** Providers' own ceilings, never crossed whatever the throttles say. */
const PROVIDER_CEILINGS: Readonly<Partial<Record<SenderType, { readonly perDay?: number; readonly perMinute?: number }>>> = {
  /** Google Workspace: 2,000 messages a day per user */
  GOOGLE: { perDay: 2000 },
  /** Microsoft 365 (Exchange Online): 30 messages a minute per mailbox */
  MICROSOFT: { perMinute: 30 },
};

/** The least time between two sends of one mailbox (outbox 0.1 per second), before jitter. */
export const MIN_SEND_SPACING_MS = Math.round(1000 / OUTBOX_RATE_PER_SECOND);

/** The most jitter added to the spacing, so that a mailbox never sends on a beat. */
export const MAX_SPACING_JITTER_MS = 20_000;

/** What the limits know of one mailbox. */
export interface MailboxState {
  readonly type: SenderType;
  readonly status: SenderStatus;
  /** false when the last credentials check failed (expired or revoked) */
  readonly credentialsValid: boolean;
  /** sends today (the sender's day, in its time zone) */
  readonly sentToday: number;
  /** sends in the last 7 days, today included */
  readonly sentThisWeek: number;
  /** sends in the last minute */
  readonly sentLastMinute: number;
  /** sends since the mailbox was added (warm-up ends at WARM_UP.minimumMessages) */
  readonly sentTotal: number;
  /** whole days since warm-up began (0 on its first day) */
  readonly warmUpDay: number;
  /** the mailbox's last send, epoch ms */
  readonly lastSentAt?: number | undefined;
  /** the rep's own daily limit for the mailbox, when set: a ceiling over the campaigns' throttles */
  readonly dailyLimit?: number | undefined;
  /** why its sending is paused (hard bounces), while it is: it sends nothing until the rep resumes */
  readonly pausedReason?: string | undefined;
}

/** Why a mailbox sends nothing now, as the SCHEDULED tab says it. */
type HoldReason =
  | { readonly code: 'SENDER_SUSPENDED' }
  | { readonly code: 'SENDER_PAUSED'; readonly reason: string }
  | { readonly code: 'CREDENTIALS_EXPIRED' }
  | { readonly code: 'DAILY_CAP'; readonly cap: number }
  | { readonly code: 'WARM_UP_WEEK_CAP'; readonly cap: number }
  | { readonly code: 'PROVIDER_MINUTE_CAP'; readonly cap: number };

/** Words of each hold reason for the rep. */
export function holdReasonText(reason: HoldReason): string {
  switch (reason.code) {
    case 'SENDER_SUSPENDED':
      return 'sender suspended';
    case 'SENDER_PAUSED':
      return `sender paused: ${reason.reason}`;
    case 'CREDENTIALS_EXPIRED':
      return 'sender credentials expired';
    case 'DAILY_CAP':
      return `daily cap of this sender reached (${reason.cap})`;
    case 'WARM_UP_WEEK_CAP':
      return `warm-up weekly cap of this sender reached (${reason.cap})`;
    case 'PROVIDER_MINUTE_CAP':
      return `the provider's limit of ${reason.cap} a minute reached`;
  }
}

/** Why a sender's sending is paused (its pause's reason), or undefined while it is not paused. */
export function pausedReasonOf(sender: {
  sendingPausedAt?: string | undefined;
  sendingPausedReason?: string | undefined;
}): string | undefined {
  if (sender.sendingPausedAt === undefined) return undefined;
  return sender.sendingPausedReason ?? 'too many hard bounces';
}

/** True while the mailbox is still warming up (WARMING_UP and fewer than 200 messages sent). */
export function isWarmingUp(mailbox: Pick<MailboxState, 'status' | 'sentTotal'>): boolean {
  return mailbox.status === 'WARMING_UP' && mailbox.sentTotal < WARM_UP.minimumMessages;
}

/** A mailbox's daily cap and the limit that sets it. */
interface DailyCap {
  readonly cap: number;
  readonly source: DailyCapSource;
}

/**
 * The daily cap of a mailbox and which limit sets it, the lowest of: its campaigns' throttle, the
 * rep's own daily limit for the sender, warm-up's daily cap while it warms up, and the provider's
 * daily ceiling (the throttle is named on a tie). The throttle of a mailbox used by several
 * campaigns is the largest of theirs, never their sum: a mailbox whose campaigns ask 10 and 30
 * sends 30 a day, not 40, since the throttle protects the mailbox, not the campaign. Campaigns
 * that name none count as the lowest choice (10).
 */
export function dailyCapOf(
  mailbox: Pick<MailboxState, 'type' | 'status' | 'sentTotal' | 'warmUpDay' | 'dailyLimit'>,
  throttles: readonly number[],
): DailyCap {
  const throttle = throttles.length === 0 ? Math.min(...THROTTLE_OPTIONS) : Math.max(...throttles);
  const limits: readonly { source: DailyCapSource; cap: number | undefined }[] = [
    { source: 'SENDER', cap: mailbox.dailyLimit },
    { source: 'WARM_UP', cap: isWarmingUp(mailbox) ? warmUpDailyCap(mailbox.warmUpDay) : undefined },
    { source: 'PROVIDER', cap: PROVIDER_CEILINGS[mailbox.type]?.perDay },
  ];
  let lowest: DailyCap = { cap: throttle, source: 'THROTTLE' };
  for (const { source, cap } of limits) if (cap !== undefined && cap < lowest.cap) lowest = { cap, source };
  return lowest;
}

/** What a mailbox may send in this run. */
export interface MailboxAllowance {
  /** emails it may send in this run (0 when held) */
  readonly sends: number;
  /** why it sends nothing, when it is held */
  readonly held?: HoldReason;
  /** the earliest its next send may leave, epoch ms */
  readonly nextAt: number;
}

/**
 * How many emails a mailbox may send in this run at `now`, under every limit at once: at most 10 a
 * run (docs/product.md, Sending rules), the daily cap (dailyCapOf), warm-up's daily and weekly
 * caps while it warms up, the provider's ceilings, and nothing at all while it is suspended or its
 * credentials failed or its sending is paused; and the earliest its next send may leave (10 s after the last, outbox 0.1/s).
 */
export function mailboxAllowance(mailbox: MailboxState, throttles: readonly number[], now: number): MailboxAllowance {
  const nextAt = Math.max(now, (mailbox.lastSentAt ?? Number.NEGATIVE_INFINITY) + MIN_SEND_SPACING_MS);
  const held = (reason: HoldReason): MailboxAllowance => ({ sends: 0, held: reason, nextAt });
  if (mailbox.status === 'SUSPENDED') return held({ code: 'SENDER_SUSPENDED' });
  if (mailbox.pausedReason !== undefined) return held({ code: 'SENDER_PAUSED', reason: mailbox.pausedReason });
  if (!mailbox.credentialsValid) return held({ code: 'CREDENTIALS_EXPIRED' });

  const dailyCap = dailyCapOf(mailbox, throttles).cap;
  const warming = isWarmingUp(mailbox);
  const ceiling = PROVIDER_CEILINGS[mailbox.type];
  const leftToday = dailyCap - mailbox.sentToday;
  if (leftToday <= 0) return held({ code: 'DAILY_CAP', cap: dailyCap });

  let sends = Math.min(PER_EXECUTION.emailsSent, leftToday);
  if (warming) {
    const leftThisWeek = WARM_UP.maxThreadsPerWeek - mailbox.sentThisWeek;
    if (leftThisWeek <= 0) return held({ code: 'WARM_UP_WEEK_CAP', cap: WARM_UP.maxThreadsPerWeek });
    sends = Math.min(sends, leftThisWeek);
  }
  if (ceiling?.perMinute !== undefined) {
    const leftThisMinute = ceiling.perMinute - mailbox.sentLastMinute;
    if (leftThisMinute <= 0) return held({ code: 'PROVIDER_MINUTE_CAP', cap: ceiling.perMinute });
    sends = Math.min(sends, leftThisMinute);
  }
  return { sends, nextAt };
}

/**
 * The send time of a mailbox's next email: `start` for its first in a run, else at least 10 s after
 * the one before (outbox 0.1 per second), plus jitter from `random` (0 ≤ r < 1) below 20 s, so that
 * sends never fall on a beat.
 */
export function nextSpacedSendTime(previous: number | undefined, start: number, random: () => number): number {
  const base = previous === undefined ? start : Math.max(start, previous + MIN_SEND_SPACING_MS);
  return base + Math.floor(random() * MAX_SPACING_JITTER_MS);
}
