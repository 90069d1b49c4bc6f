/** Placeholder for an empty cell. */
export const EMPTY_VALUE = '—';

/** `IN_PROGRESS` → `In progress`: enumeration values as people read them. */
export function formatEnumLabel(value: string): string {
  const words = value.toLowerCase().split('_').filter(Boolean).join(' ');
  return words === '' ? EMPTY_VALUE : `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/** A person's full name from optional parts, or the placeholder when there is none. */
export function formatPersonName(firstName: string | undefined, lastName: string | undefined): string {
  const name = [firstName, lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return name === '' ? EMPTY_VALUE : name;
}

/** An ISO date-time as a short local date, e.g. `21 Nov 2026`. */
export function formatDate(isoDateTime: string, locale?: string): string {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return EMPTY_VALUE;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}
