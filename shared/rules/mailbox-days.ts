import { localParts } from './send-slot';

const HOUR_MS = 3_600_000;

/** `YYYY-MM-DD` of `at` in `timeZone`: the day a mailbox's daily cap counts. */
export function localDay(at: number, timeZone: string): string {
  const parts = localParts(new Date(at), timeZone);
  return `${String(parts.year)}-${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}`;
}

/** The last `count` local days up to `at` in `timeZone`, today first. */
export function lastLocalDays(at: number, timeZone: string, count: number): string[] {
  const days = new Set<string>();
  // walking back by hours keeps every local day even across a DST change
  for (let back = 0; days.size < count; back += 1) days.add(localDay(at - back * HOUR_MS, timeZone));
  return [...days];
}
