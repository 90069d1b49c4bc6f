import { TRIAL_DAYS, TRIAL_GRACE_DAYS, TRIAL_WARNING_DAYS } from '../domain/trial';

/**
 * Trial rules (docs/product.md, Instances, trial and plans): a trial of TRIAL_DAYS days, an expiring notice from
 * TRIAL_WARNING_DAYS days before its end, a grace period of TRIAL_GRACE_DAYS days after
 * its end, then the account is blocked unless it is paid.
 *
 * Every date here is a date-only string 'YYYY-MM-DD' (a calendar day, no time, no zone).
 * Arithmetic runs on UTC midnights, so a daylight-saving change can never shift a day.
 * Use {@link toDateOnly} to turn an instant into the calendar day of a time zone first.
 */

const MS_PER_DAY = 86_400_000;
const DATE_ONLY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** What {@link trialState} needs. */
interface TrialStateInput {
  /** Last day of the trial, 'YYYY-MM-DD'. The trial still runs on this day. */
  readonly trialEndDate: string;
  /** The current calendar day, 'YYYY-MM-DD', in the user's time zone (see {@link toDateOnly}). */
  readonly today: string;
  /** Whether the instance pays; a paid instance is never expiring, in grace or blocked. */
  readonly isPaid: boolean;
}

/** Where an instance stands in its trial. */
export interface TrialState {
  /** Days from today to the end date (end − today); 0 on the end day, negative after it. */
  readonly daysLeft: number;
  /** Not paid and 0 ≤ daysLeft ≤ TRIAL_WARNING_DAYS: the expiring banner shows. */
  readonly expiring: boolean;
  /** Today is after the end date. Stated as a fact, for paid instances too. */
  readonly expired: boolean;
  /** Not paid, expired, and at most TRIAL_GRACE_DAYS days past the end. */
  readonly gracePeriod: boolean;
  /**
   * Days shown in the grace message: max(TRIAL_GRACE_DAYS − days past the end, 0), where days
   * past the end is 0 until the trial has expired. Meaningful while {@link TrialState.gracePeriod}.
   */
  readonly graceDaysLeft: number;
  /** Not paid, expired, and more than TRIAL_GRACE_DAYS days past the end. */
  readonly blocked: boolean;
  /** The input flag, passed through. */
  readonly isPaid: boolean;
}

/** Days since 1970-01-01 of a date-only string; throws a RangeError when it is not a real date. */
function toEpochDay(value: string, label: string): number {
  const match = DATE_ONLY_PATTERN.exec(value);
  if (match === null) {
    throw new RangeError(`Invalid ${label} "${value}": expected a date as YYYY-MM-DD`);
  }
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map the years 0–99 to 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new RangeError(`Invalid ${label} "${value}": no such calendar day`);
  }
  return Math.round(date.getTime() / MS_PER_DAY);
}

function fromEpochDay(epochDay: number): string {
  const date = new Date(epochDay * MS_PER_DAY);
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/**
 * The calendar day of an instant in an IANA time zone, as 'YYYY-MM-DD'.
 * For example 2026-03-01T23:30:00Z is 2026-03-02 in Europe/Berlin and 2026-03-01 in America/New_York.
 *
 * @throws RangeError when the date is invalid or the time zone is unknown.
 */
export function toDateOnly(date: Date, timeZone: string): string {
  if (Number.isNaN(date.getTime())) {
    throw new RangeError('Invalid date: cannot take the calendar day of an invalid Date');
  }
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(date);
  } catch (error) {
    throw new RangeError(`Invalid time zone "${timeZone}": expected an IANA time zone such as Europe/Berlin`, {
      cause: error,
    });
  }
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/**
 * The calendar day of an instant in UTC, as 'YYYY-MM-DD': the same day {@link toDateOnly} gives for
 * 'UTC', read from the instant itself. UTC needs no time zone data, and building a formatter costs
 * about a tenth of a millisecond, more than the rest of an API request's own work: the trial gate
 * runs on every instance request.
 */
export function toUtcDateOnly(date: Date): string {
  return fromEpochDay(Math.floor(date.getTime() / MS_PER_DAY));
}

/**
 * The calendar day `days` days after (or, negative, before) `date`, as 'YYYY-MM-DD'.
 *
 * @throws RangeError when `date` is not a real date as YYYY-MM-DD.
 */
export function addDays(date: string, days: number): string {
  return fromEpochDay(toEpochDay(date, 'date') + days);
}

/**
 * The last day of a trial that starts on `startDate`: start + TRIAL_DAYS days, as 'YYYY-MM-DD'.
 * A trial started 2028-02-20 ends 2028-03-05.
 *
 * @throws RangeError when `startDate` is not a real date as YYYY-MM-DD.
 */
export function trialEndDateFrom(startDate: string): string {
  return fromEpochDay(toEpochDay(startDate, 'trial start date') + TRIAL_DAYS);
}

/**
 * Where an instance stands in its trial on `today`.
 *
 * - On the end day itself: daysLeft 0, not expired, expiring (when not paid).
 * - From TRIAL_WARNING_DAYS (7) days before the end up to the end day: expiring; 8 days before: not.
 * - Day 1 to day TRIAL_GRACE_DAYS (7) past the end: grace period; on day 7 graceDaysLeft is 0.
 * - Day 8 past the end onwards: blocked.
 * - Paid: never expiring, in grace or blocked; `expired` and `daysLeft` still state the dates.
 *
 * @throws RangeError when either date is not a real date as YYYY-MM-DD.
 */
export function trialState({ trialEndDate, today, isPaid }: TrialStateInput): TrialState {
  const daysLeft = toEpochDay(trialEndDate, 'trial end date') - toEpochDay(today, 'today');
  const expired = daysLeft < 0;
  const daysPastEnd = expired ? -daysLeft : 0;
  const withinGrace = daysPastEnd <= TRIAL_GRACE_DAYS;
  return {
    daysLeft,
    expiring: !isPaid && daysLeft >= 0 && daysLeft <= TRIAL_WARNING_DAYS,
    expired,
    gracePeriod: !isPaid && expired && withinGrace,
    graceDaysLeft: Math.max(TRIAL_GRACE_DAYS - daysPastEnd, 0),
    blocked: !isPaid && expired && !withinGrace,
    isPaid,
  };
}

/**
 * Where an instance stands in its trial at `now`. Its days are read in UTC, one calendar for every
 * member whatever their zone, so the API's trial gate and the jobs agree on the day an instance is
 * blocked.
 *
 * @throws RangeError when the instance's trial end date is not a real date as YYYY-MM-DD.
 */
export function instanceTrialState(instance: { readonly trialEndDate: string; readonly isPaid: boolean }, now: Date): TrialState {
  return trialState({ trialEndDate: instance.trialEndDate, today: toUtcDateOnly(now), isPaid: instance.isPaid });
}
