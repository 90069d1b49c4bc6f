import { SENDER_HEALTH, SPAM_RATE_SUSPENDED, SPAM_RATE_WARNING } from '../domain/sender';
import type { SenderHealth, SenderStatus } from '../domain/sender';

/**
 * Sender status and health rules (SPEC §4): spam rate warning at SPAM_RATE_WARNING (0.05),
 * suspension at SPAM_RATE_SUSPENDED (0.1); health levels in the order of SENDER_HEALTH, best first.
 */

/** Options of {@link senderStatusFromSpamRate}. */
export interface SpamRateOptions {
  /** The sender is still warming up; only matters while the spam rate is below the warning level. */
  readonly warmingUp?: boolean;
}

/** What {@link senderHealth} needs about one sender. */
export interface SenderHealthInput {
  readonly status: SenderStatus;
  /** False when the sender's credentials failed their health check (expired or revoked). */
  readonly credentialsValid: boolean;
  /**
   * Share of bounced messages, 0 to 1. The SPEC states no bounce threshold, so it does not
   * change the health; it is only checked to be a rate.
   */
  readonly bounceRate?: number;
}

function assertRate(value: number, label: string): void {
  if (Number.isNaN(value) || value < 0 || value > 1) {
    throw new RangeError(`Invalid ${label} ${String(value)}: expected a number from 0 to 1`);
  }
}

/**
 * The status a spam rate gives a sender: SUSPENDED at or above 0.1, WARNING at or above 0.05,
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
 * - SUSPENDED, or credentials not valid → URGENT_ISSUES (it cannot send);
 * - WARNING → WARNINGS;
 * - WARMING_UP → MINOR_ISSUES (it sends, at a reduced volume);
 * - ACTIVE → OPERATIONAL.
 *
 * @throws RangeError when a bounce rate is given that is NaN, negative or above 1.
 */
export function senderHealth({ status, credentialsValid, bounceRate }: SenderHealthInput): SenderHealth {
  if (bounceRate !== undefined) assertRate(bounceRate, 'bounce rate');
  if (!credentialsValid) return 'URGENT_ISSUES';
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
