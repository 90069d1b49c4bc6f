/** A send time the rep picked, or why it cannot be used. */
export type PickedTime = { readonly at: string } | { readonly error: 'missing' | 'invalid' | 'past' };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/**
 * The ISO time of a date (`YYYY-MM-DD`, as the date picker gives it) and a time (`HH:mm`) in the
 * browser's time zone; it must be after `now`.
 */
export function pickedTime(date: string, time: string, now: Date): PickedTime {
  if (date.trim() === '' || time.trim() === '') return { error: 'missing' };
  const day = DATE.exec(date.trim());
  const clock = TIME.exec(time.trim());
  if (!day || !clock) return { error: 'invalid' };
  const [year, month, dayOfMonth, hours, minutes] = [day[1], day[2], day[3], clock[1], clock[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (hours > 23 || minutes > 59) return { error: 'invalid' };
  const at = new Date(year, month - 1, dayOfMonth, hours, minutes);
  // new Date rolls 31 February over into March: such a date does not exist
  if (at.getFullYear() !== year || at.getMonth() !== month - 1 || at.getDate() !== dayOfMonth) return { error: 'invalid' };
  if (at.getTime() <= now.getTime()) return { error: 'past' };
  return { at: at.toISOString() };
}

/** The browser's time zone (an IANA name), sent so that the next slot follows the rep's office hours. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** `YYYY-MM-DD` of a date in the browser's time zone. */
export function localDateOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
