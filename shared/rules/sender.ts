import {
  BOUNCE_RATE_PAUSE_PERCENT,
  BOUNCE_RATE_WARNING_PERCENT,
  SENDER_HEALTH,
  SENDER_OUTCOME_DAYS,
  SENDER_OUTCOME_MIN_DELIVERED,
  SPAM_RATE_SUSPENDED,
  SPAM_RATE_SUSPENDED_PERCENT,
  SPAM_RATE_WARNING,
  SPAM_RATE_WARNING_PERCENT,
} from '../domain/sender';
import type { SenderHealth, SenderStatus } from '../domain/sender';

/**
 * Sender status and health rules (docs/product.md, Senders and health): spam rate warning at SPAM_RATE_WARNING (0.05 %),
 * suspension at SPAM_RATE_SUSPENDED (0.1 %); hard bounces warned above 3 % and sending paused
 * above 5 %; health levels in the order of SENDER_HEALTH, best first.
 */

/** Options of {@link senderStatusFromSpamRate}. */
interface SpamRateOptions {
  /** The sender is still warming up; only matters while the spam rate is below the warning level. */
  readonly warmingUp?: boolean;
}

/** What {@link senderHealth} needs about one sender. */
interface SenderHealthInput {
  readonly status: SenderStatus;
  /** False when the sender's credentials failed their health check (expired or revoked). */
  readonly credentialsValid: boolean;
  /**
   * Share of hard-bounced messages, 0 to 1. The bounce rules act through the status (WARNING) and
   * the pause (`paused`), so it does not change the health itself; it is only checked to be a rate.
   */
  readonly bounceRate?: number;
  /** True while its campaigns do not send from it (hard bounces above 5 %, until the rep resumes). */
  readonly paused?: boolean;
}

function assertRate(value: number, label: string): void {
  if (Number.isNaN(value) || value < 0 || value > 1) {
    throw new RangeError(`Invalid ${label} ${String(value)}: expected a number from 0 to 1`);
  }
}

/**
 * The status a spam rate gives a sender: SUSPENDED at or above 0.1 % (0.001), WARNING at or above 0.05 % (0.0005),
 * otherwise WARMING_UP while warming up, else ACTIVE.
 *
 * @throws RangeError when the rate is NaN, negative or above 1.
 */
export function senderStatusFromSpamRate(spamRate: number, { warmingUp = false }: SpamRateOptions = {}): SenderStatus {
  assertRate(spamRate, 'spam rate');
  if (spamRate >= SPAM_RATE_SUSPENDED) return 'SUSPENDED';
  if (spamRate >= SPAM_RATE_WARNING) return 'WARNING';
  return warmingUp ? 'WARMING_UP' : 'ACTIVE';
}

/**
 * The health of one sender:
 * - SUSPENDED, sending paused, or credentials not valid → URGENT_ISSUES (it cannot send);
 * - WARNING → WARNINGS;
 * - WARMING_UP → MINOR_ISSUES (it sends, at a reduced volume);
 * - ACTIVE → OPERATIONAL.
 *
 * @throws RangeError when a bounce rate is given that is NaN, negative or above 1.
 */
export function senderHealth({ status, credentialsValid, bounceRate, paused = false }: SenderHealthInput): SenderHealth {
  if (bounceRate !== undefined) assertRate(bounceRate, 'bounce rate');
  if (!credentialsValid || paused) return 'URGENT_ISSUES';
  switch (status) {
    case 'SUSPENDED':
      return 'URGENT_ISSUES';
    case 'WARNING':
      return 'WARNINGS';
    case 'WARMING_UP':
      return 'MINOR_ISSUES';
    case 'ACTIVE':
      return 'OPERATIONAL';
  }
}

/** The worst health of a list, by the order of SENDER_HEALTH; OPERATIONAL for an empty list. */
export function rollupSenderHealth(healths: readonly SenderHealth[]): SenderHealth {
  let worst = 0;
  for (const health of healths) {
    worst = Math.max(worst, SENDER_HEALTH.indexOf(health));
  }
  return SENDER_HEALTH[worst] ?? 'OPERATIONAL';
}

/** A sender's sends and their outcomes over its last SENDER_OUTCOME_DAYS local days. */
interface SenderOutcomeCounts {
  readonly sent: number;
  /** hard bounces */
  readonly bounced: number;
  /** spam complaints */
  readonly complained: number;
}

/** What a sender's outcomes say about it ({@link senderStatusFromOutcomes}). */
export interface SenderOutcomeVerdict {
  readonly status: SenderStatus;
  /** why the status is what it is, or why sending pauses, for the rep; empty when nothing is wrong */
  readonly reasons: string[];
  /** true when hard bounces are above BOUNCE_RATE_PAUSE: its campaigns stop sending from it until the rep resumes */
  readonly pauseSending: boolean;
  /** spam complaints over delivered emails, 0 to 1 */
  readonly spamRate: number;
  /** hard bounces over sent emails, 0 to 1 */
  readonly bounceRate: number;
  /** sent less hard bounces */
  readonly delivered: number;
  /** false below SENDER_OUTCOME_MIN_DELIVERED delivered: the outcomes then change nothing */
  readonly judged: boolean;
}

function whole(value: number, label: string): number {
  if (!Number.isInteger(value) || value < 0) {
    throw new RangeError(`Invalid ${label} ${String(value)}: expected a whole number of 0 or more`);
  }
  return value;
}

/** `count / base` is at least `percent` %, compared in whole hundredths of a percent (no rounding error at a threshold). */
function atLeastPercent(count: number, base: number, percent: number): boolean {
  return count * 10_000 >= base * Math.round(percent * 100);
}

/** `count / base` is above `percent` %. */
function abovePercent(count: number, base: number, percent: number): boolean {
  return count * 10_000 > base * Math.round(percent * 100);
}

/** A rate as the rep reads it: a percentage with up to two decimals ("0.12 %", "5.4 %", "0 %"). */
export function formatRatePercent(rate: number): string {
  const percent = Math.round(rate * 10_000) / 100;
  return `${String(percent)} %`;
}

/**
 * The status a sender's outcomes over its last 30 local days give it (docs/product.md, Senders and health; spam thresholds
 * read as percentages):
 * - spam complaints over delivered emails at or above 0.1 % → SUSPENDED, at or above 0.05 % → WARNING;
 * - hard bounces over sent emails above 5 % → WARNING and `pauseSending` (its campaigns stop
 *   sending from it until the rep resumes), above 3 % → WARNING;
 * - otherwise WARMING_UP while warming up, else ACTIVE.
 * Judged only once SENDER_OUTCOME_MIN_DELIVERED emails were delivered (sent less hard bounces);
 * below that the outcomes change nothing (`judged` false, the status from `warmingUp` alone).
 *
 * @throws RangeError when a count is not a whole number of 0 or more.
 */
export function senderStatusFromOutcomes(
  counts: SenderOutcomeCounts,
  { warmingUp = false }: SpamRateOptions = {},
): SenderOutcomeVerdict {
  const sent = whole(counts.sent, 'sent count');
  const bounced = whole(counts.bounced, 'bounce count');
  const complained = whole(counts.complained, 'complaint count');
  // a hard bounce is one of the sends; a count recorded out of step never makes delivered negative
  const attempts = Math.max(sent, bounced);
  const delivered = attempts - bounced;
  const spamRate = delivered === 0 ? (complained > 0 ? 1 : 0) : Math.min(1, complained / delivered);
  const bounceRate = attempts === 0 ? 0 : bounced / attempts;
  const quiet: SenderStatus = warmingUp ? 'WARMING_UP' : 'ACTIVE';
  const figures = { spamRate, bounceRate, delivered };
  if (delivered < SENDER_OUTCOME_MIN_DELIVERED) {
    return { status: quiet, reasons: [], pauseSending: false, ...figures, judged: false };
  }

  const over = `over ${String(SENDER_OUTCOME_DAYS)} days`;
  const reasons: string[] = [];
  let status: SenderStatus = quiet;
  if (atLeastPercent(complained, delivered, SPAM_RATE_SUSPENDED_PERCENT)) {
    status = 'SUSPENDED';
    reasons.push(
      `Spam complaints ${formatRatePercent(spamRate)} ${over} (suspended at ${String(SPAM_RATE_SUSPENDED_PERCENT)} %)`,
    );
  } else if (atLeastPercent(complained, delivered, SPAM_RATE_WARNING_PERCENT)) {
    status = 'WARNING';
    reasons.push(`Spam complaints ${formatRatePercent(spamRate)} ${over} (warning at ${String(SPAM_RATE_WARNING_PERCENT)} %)`);
  }
  const pauseSending = abovePercent(bounced, attempts, BOUNCE_RATE_PAUSE_PERCENT);
  if (pauseSending) {
    reasons.push(
      `Hard bounces ${formatRatePercent(bounceRate)} ${over}: sending paused above ${String(BOUNCE_RATE_PAUSE_PERCENT)} %`,
    );
  } else if (abovePercent(bounced, attempts, BOUNCE_RATE_WARNING_PERCENT)) {
    reasons.push(
      `Hard bounces ${formatRatePercent(bounceRate)} ${over} (warning above ${String(BOUNCE_RATE_WARNING_PERCENT)} %)`,
    );
  }
  if (status !== 'SUSPENDED' && abovePercent(bounced, attempts, BOUNCE_RATE_WARNING_PERCENT)) status = 'WARNING';
  return { status, reasons, pauseSending, ...figures, judged: true };
}

/** "Not judged yet: 37 of 100 delivered", for a sender whose outcomes are not judged yet. */
export function notJudgedText(delivered: number): string {
  return `Not judged yet: ${String(delivered)} of ${String(SENDER_OUTCOME_MIN_DELIVERED)} delivered`;
}
