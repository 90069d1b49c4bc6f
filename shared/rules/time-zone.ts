/** The longest time zone name accepted. */
export const TIME_ZONE_MAX_LENGTH = 64;

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
