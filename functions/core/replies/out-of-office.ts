/**
 * When the next follow-up may go after an absence notice: the return date plus one business day
 * (Mon–Fri), or 7 days after the notice when no date was found. A follow-up that lands on the day
 * someone comes back sits under a pile of mail; the day after, it is read.
 *
 * A return date before the day of the notice, or more than {@link OUT_OF_OFFICE_MAX_DAYS} ahead,
 * is taken as a misreading (or a notice left on from last year) and counts as not found.
 */

/** Days to wait after an absence notice that names no usable return date. */
export const OUT_OF_OFFICE_DEFAULT_DAYS = 7;

/** The furthest ahead a return date is believed: beyond it, the default wait applies. */
export const OUT_OF_OFFICE_MAX_DAYS = 90;

/** The hour (UTC) of the return's next business day from which the follow-up may go. */
const OUT_OF_OFFICE_FOLLOW_UP_HOUR_UTC = 9;

const DAY_MS = 86_400_000;
const RETURN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The earliest moment the next follow-up may go: 09:00 UTC of the first business day after
 * `returnDate` ('YYYY-MM-DD'), or `receivedAt` + 7 days when the date is absent, malformed, in
 * the past or too far ahead.
 */
export function followUpAfterAbsence(returnDate: string | undefined, receivedAt: Date): Date {
  const fallback = new Date(receivedAt.getTime() + OUT_OF_OFFICE_DEFAULT_DAYS * DAY_MS);
  const match = returnDate === undefined ? null : RETURN_DATE.exec(returnDate);
  if (!match) return fallback;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const back = Date.UTC(year, month - 1, day);
  const backDate = new Date(back);
  if (backDate.getUTCMonth() !== month - 1 || backDate.getUTCDate() !== day) return fallback;
  const receivedDay = Date.UTC(receivedAt.getUTCFullYear(), receivedAt.getUTCMonth(), receivedAt.getUTCDate());
  if (back < receivedDay || back > receivedDay + OUT_OF_OFFICE_MAX_DAYS * DAY_MS) return fallback;
  let next = back + DAY_MS;
  while ([0, 6].includes(new Date(next).getUTCDay())) next += DAY_MS;
  return new Date(next + OUT_OF_OFFICE_FOLLOW_UP_HOUR_UTC * 3_600_000);
}
