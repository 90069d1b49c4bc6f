import * as z from './zod';

export const TIME_ZONE_MAX_LENGTH = 64;
export const TIME_ZONE_MESSAGE = 'Time zone must be an IANA name such as Europe/Paris.';

/** Zones already found valid, lower-cased: time zone names match in any case, so this stays small. */
const knownZones = new Set<string>();

/**
 * Whether the runtime knows `value` as a time zone: an IANA name such as `Europe/Paris`, in any
 * case, or `UTC`. Offsets such as `+01:00` are not zones.
 */
export function isTimeZone(value: string): boolean {
  const key = value.toLowerCase();
  if (knownZones.has(key)) return true;
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: value });
  } catch {
    return false;
  }
  knownZones.add(key);
  return true;
}

/** A time zone the runtime knows, trimmed and kept as written (`Europe/Paris`, `UTC`). */
export const TimeZoneSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined ? 'Time zone is required.' : 'Time zone must be text, an IANA name such as Europe/Paris.',
  })
  .check(
    z.trim(),
    z.maxLength(TIME_ZONE_MAX_LENGTH, { error: `Time zone must be at most ${TIME_ZONE_MAX_LENGTH} characters.`, abort: true }),
    z.refine(isTimeZone, TIME_ZONE_MESSAGE),
  );
