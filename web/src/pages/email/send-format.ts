import type { EmailMessage } from '../../../../shared/schemas/email-message';
import type { EmailSummary } from '../../../../shared/schemas/email-review';
import { EMPTY_VALUE } from '../../app/format';
import { timeZoneLabel } from '../../app/time-zones';
import { EMAIL_SENDING_STRINGS as S } from './strings';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Within this long of now a weekday names the day without doubt; further away the date is added. */
const NEAR_MS = 6 * DAY_MS;

/** How a planned time is written: where the rep is, and when they read it. */
export interface PlannedTimeOptions {
  /** the rep's zone (the browser's) */
  readonly repTimeZone: string;
  readonly now: Date;
  readonly locale?: string | undefined;
}

function wallTime(at: Date, timeZone: string, withDate: boolean, locale: string | undefined): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    ...(withDate ? { day: 'numeric', month: 'short' } : {}),
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(at);
}

/**
 * A planned send time as the rep reads it: in their zone and, when the zone the email's office
 * hours were read in (the recipient's, else the sender's) shows another time, in that one too:
 * `Tue 09:07 (Wed 08:07 in Asia/Tokyo)`. The date is added when the time is more than 6 days away.
 */
export function plannedTimeText(plannedAt: string, plannedTimeZone: string | undefined, options: PlannedTimeOptions): string {
  const at = new Date(plannedAt);
  if (Number.isNaN(at.getTime())) return EMPTY_VALUE;
  const withDate = Math.abs(at.getTime() - options.now.getTime()) > NEAR_MS;
  const own = wallTime(at, options.repTimeZone, withDate, options.locale);
  if (plannedTimeZone === undefined || plannedTimeZone === '' || plannedTimeZone === options.repTimeZone) return own;
  let theirs: string;
  try {
    theirs = wallTime(at, plannedTimeZone, withDate, options.locale);
  } catch {
    // a zone this browser does not know: the rep's time alone
    return own;
  }
  return theirs === own ? own : S.inZone(own, theirs, timeZoneLabel(plannedTimeZone));
}

/** The time a SCHEDULED email goes out: its planned time when the planner gave one, else the time it was scheduled for. */
export function scheduledTimeText(
  email: Pick<EmailSummary, 'plannedAt' | 'plannedTimeZone' | 'scheduledAt'>,
  options: PlannedTimeOptions,
): string {
  const at = email.plannedAt ?? email.scheduledAt;
  if (at === undefined) return EMPTY_VALUE;
  return plannedTimeText(at, email.plannedAt === undefined ? undefined : email.plannedTimeZone, options);
}

/** A hold as the rep sees it: waiting for a time to come ('pending'), or waiting for someone to act ('warning'). */
export interface HoldIndicator {
  readonly type: 'pending' | 'warning';
  readonly text: string;
}

/** Holds that end by themselves: office hours, a campaign's send hour or a new day come, a cap starts again. */
const WAITS_FOR_TIME = [
  /^outside office hours/,
  /^weekend/,
  /^waits for the campaign's send hour/,
  /cap of this sender reached/,
  /limit of \d+ a minute reached/,
];

/**
 * Why a scheduled email is held back, for a StatusIndicator: 'Held: daily cap of this sender
 * reached (30)'. Holds that end with time are pending; the others (not reviewed, credentials
 * expired, campaign paused, sender suspended) wait for the rep and are warnings.
 */
export function holdIndicatorOf(holdReason: string | undefined): HoldIndicator | undefined {
  const reason = holdReason?.trim();
  if (reason === undefined || reason === '') return undefined;
  return { type: WAITS_FOR_TIME.some((pattern) => pattern.test(reason)) ? 'pending' : 'warning', text: S.held(reason) };
}

/** The start of the reason of an email whose send was interrupted and could not be confirmed. */
export const DELIVERY_UNKNOWN_PREFIX = 'Delivery unknown';

/** A FAILED email's failure as the panel says it: what failed, why, and what to do about it. */
export interface FailureNotice {
  readonly header: string;
  readonly reason: string;
  /** what the rep should do before trying again */
  readonly advice?: string;
}

/**
 * Why a FAILED email failed: its writing or its sending. An email
 * whose delivery is unknown may have gone out: the rep is told to look in the mailbox's Sent
 * folder before scheduling it again. Undefined for other statuses.
 */
export function failureNoticeOf(
  email: Pick<EmailMessage, 'status' | 'failureReason' | 'channel' | 'senderEmail' | 'sendAttempts'>,
): FailureNotice | undefined {
  if (email.status !== 'FAILED') return undefined;
  const kept = email.failureReason?.trim();
  const reason = kept === undefined || kept === '' ? S.noReason : kept;
  // the send worker counts each try before it sends: an email never tried failed in its writing
  const sending = email.sendAttempts !== undefined;
  const unknown = reason.startsWith(DELIVERY_UNKNOWN_PREFIX);
  if (!sending && !unknown) return { header: S.writingFailed, reason };
  if (unknown && email.channel === 'EMAIL') {
    return { header: S.deliveryUnknown, reason, advice: S.checkSentFolder(email.senderEmail) };
  }
  return { header: unknown ? S.deliveryUnknown : S.sendingFailed, reason };
}
