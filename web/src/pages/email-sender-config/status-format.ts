import { formatRatePercent, notJudgedText } from '../../../../shared/rules/sender';
import { warmUpDailyCap, warmUpDayOf } from '../../../../shared/rules/warm-up';
import type { EmailSenderConfig } from '../../../../shared/schemas/email-sender-config';
import { SENDER_STATUS_STRINGS as S } from './strings';

type StatusFields = Pick<EmailSenderConfig, 'status' | 'statusReason' | 'sendingPausedAt' | 'sendingPausedReason'>;

/**
 * The status as the rep reads it at `now`: 'Suspended', 'Warning · Sending paused' while its sending
 * is paused, or 'Warming up: day 1, 10 a day' with the day of warm-up and that day's cap.
 */
export function senderStatusLabel(sender: StatusFields & Pick<EmailSenderConfig, 'createdAt'>, now: number): string {
  const label = sender.status === 'WARMING_UP' ? warmingUpLabel(sender.createdAt, now) : S.statusLabels[sender.status];
  return sender.sendingPausedAt === undefined ? label : `${label} · ${S.paused}`;
}

function warmingUpLabel(createdAt: string, now: number): string {
  const day = warmUpDayOf(createdAt, now);
  // the limits count warm-up's days from 0
  return S.warmingUp(day, warmUpDailyCap(day - 1));
}

/** Why: the pause's reason while paused, else the status's reason; undefined when there is nothing to say. */
export function senderStatusReason(sender: StatusFields): string | undefined {
  if (sender.sendingPausedAt !== undefined) return sender.sendingPausedReason ?? sender.statusReason;
  return sender.statusReason;
}

/** The kind of indicator the status shows. */
export function senderStatusTone(sender: StatusFields): 'success' | 'info' | 'warning' | 'error' {
  if (sender.status === 'SUSPENDED' || sender.sendingPausedAt !== undefined) return 'error';
  if (sender.status === 'WARNING') return 'warning';
  return sender.status === 'WARMING_UP' ? 'info' : 'success';
}

/**
 * The 30-day figures the status was judged on: '2000 sent, 1990 delivered, 0.5 % hard bounces, 0.05 %
 * spam complaints', or 'Not judged yet: 37 of 100 delivered', or 'Outcomes not checked yet'.
 */
export function outcomeFiguresText(sender: Pick<EmailSenderConfig, 'recentOutcomes' | 'spamRate' | 'bounceRate'>): string {
  const outcomes = sender.recentOutcomes;
  if (outcomes === undefined) return S.notCheckedYet;
  if (!outcomes.judged) return notJudgedText(outcomes.delivered);
  return S.figures(
    outcomes.sent,
    outcomes.delivered,
    formatRatePercent(sender.bounceRate ?? 0),
    formatRatePercent(sender.spamRate ?? 0),
  );
}

/** The resume confirmation's text, with the sender's bounce rate. */
export function resumeConfirmationText(sender: Pick<EmailSenderConfig, 'bounceRate'>): string {
  return S.resumeBody(formatRatePercent(sender.bounceRate ?? 0));
}

/** True while the sender's campaigns do not send from it (the rep may resume). */
export function isSendingPaused(sender: Pick<EmailSenderConfig, 'sendingPausedAt'>): boolean {
  return sender.sendingPausedAt !== undefined;
}
