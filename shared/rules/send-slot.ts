import { SEND_HOURS } from '../domain/sending';

/** The sending rules a send time must keep (the instance's options). */
export interface SendWindow {
  /** 'Send during office hours only': from 9:00 to 17:00 local time. */
  readonly officeHoursOnly: boolean;
  /** 'Send during weekdays only': Monday to Friday local time. */
  readonly weekdaysOnly: boolean;
  /**
   * A campaign's send hour (9 to 17): its emails leave no earlier than this hour of their local day.
   * Office hours still close at 17:00 (a 17:00 send hour keeps its own hour) and weekdays still hold.
   */
  readonly startHour?: number | undefined;
  /** IANA time zone the hours and days are read in; default UTC. */
  readonly timeZone?: string;
}

interface LocalParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  /** 0 Sunday … 6 Saturday */
  readonly weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MINUTE_MS = 60_000;
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock parts of `date` in `timeZone`. */
export function localParts(date: Date, timeZone: string): LocalParts {
  const parts = Object.fromEntries(
    formatFor(timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? 'Sun'),
  };
}

/** The instant at which the wall clock of `timeZone` shows this day at `hour`:00. */
function zonedTime(year: number, month: number, day: number, hour: number, timeZone: string): Date {
  const wanted = Date.UTC(year, month - 1, day, hour);
  let guess = wanted;
  // the zone's offset at the guess, applied twice, settles across a daylight-saving change
  for (let step = 0; step < 2; step += 1) {
    const seen = localParts(new Date(guess), timeZone);
    const shown = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute);
    guess += wanted - shown;
  }
  return new Date(guess);
}

/** The hour a day of the window opens: the send hour when later than office hours' 9:00 (or midnight). */
export function openingHour(window: Omit<SendWindow, 'timeZone'>): number {
  return Math.max(window.officeHoursOnly ? SEND_HOURS.first : 0, window.startHour ?? 0);
}

/** True when `date` is a time the window allows. */
export function inSendWindow(date: Date, window: SendWindow): boolean {
  const local = localParts(date, window.timeZone ?? 'UTC');
  if (window.weekdaysOnly && (local.weekday === 0 || local.weekday === 6)) return false;
  const minutes = local.hour * 60 + local.minute;
  if (minutes < openingHour(window) * 60) return false;
  return !window.officeHoursOnly || minutes <= closingMinute(window);
}

/**
 * The last minute of the day office hours allow: 17:00, the last hourly slot. A send hour keeps at
 * least its own hour, so that 17:00, which the campaign form offers, gives an hour to send in
 * rather than one minute a planner run every 5 minutes would almost never meet.
 */
function closingMinute(window: Omit<SendWindow, 'timeZone'>): number {
  return Math.max(SEND_HOURS.last * 60, ((window.startHour ?? 0) + 1) * 60);
}

/**
 * The first time at or after `from` (rounded up to the minute) that the window allows: `from` itself
 * when it is inside, else the next opening (9:00 local, or the send hour when later) on the next
 * allowed day.
 */
export function nextSendSlot(from: Date, window: SendWindow): Date {
  const timeZone = window.timeZone ?? 'UTC';
  const start = new Date(Math.ceil(from.getTime() / MINUTE_MS) * MINUTE_MS);
  if (inSendWindow(start, window)) return start;
  const local = localParts(start, timeZone);
  // today's opening when it is still ahead, otherwise the next day's; then skip the weekend
  const opens = openingHour(window);
  const beforeOpening = local.hour < opens;
  for (let offset = beforeOpening ? 0 : 1; offset <= 8; offset += 1) {
    const day = new Date(Date.UTC(local.year, local.month - 1, local.day + offset));
    const opening = zonedTime(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), opens, timeZone);
    if (opening.getTime() >= start.getTime() && inSendWindow(opening, window)) return opening;
  }
  return start;
}
