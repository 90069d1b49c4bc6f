import { EMPTY_VALUE } from '../../app/format';

/** An ISO date-time as a short local date and time, e.g. `21 Nov 2026, 14:05`; the placeholder when absent or invalid. */
export function formatDateTime(isoDateTime: string | undefined, locale?: string): string {
  if (isoDateTime === undefined) return EMPTY_VALUE;
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return EMPTY_VALUE;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
