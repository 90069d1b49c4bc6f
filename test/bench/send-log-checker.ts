/**
 * The sending rules, checked from the outside: reads a log of sends (email, mailbox, the zone the
 * recipient's office hours are read in, the time it left) and the rules' constants from
 * shared/domain/sending.ts, and answers the sends that break a rule and the sends the rules allowed.
 * It shares no code with the send planner (functions/core/sending): local times come from its own
 * `Intl.DateTimeFormat`, caps from its own arithmetic, so a mistake in one is not repeated in the other.
 *
 * Rules checked, each send on its own:
 * - window: the send leaves Monday to Friday, 9:00:00 to 17:00:00 in the zone that applies to it;
 * - daily cap: a mailbox sends at most the largest throttle of its campaigns (or the sender's own
 *   daily limit, when lower) on each of its local days (the sender's zone);
 * - spacing: two sends of one mailbox are OUTBOX_RATE_PER_SECOND apart or more (10 s);
 * - warm-up: while a WARMING_UP mailbox has sent fewer than WARM_UP.minimumMessages, it sends at
 *   most min(WARM_UP.maxThreadsPerDay, WARM_UP.initialThreadsPerDay + 2 k) on its k-th local day
 *   (k = 0 the local day it was added), and at most WARM_UP.maxThreadsPerWeek over any 7 local days;
 * - duplicates: an email sent more than once.
 *
 * The sends the rules allow, for mailbox m and each local day d of m (clipped to the span):
 *
 *   allowed(m, d) = min( cap(m, d), windows(m, d) )
 *   windows(m, d) = min( Σ_z min(waiting_z(m, d), slots(W_z(d))), slots(∪_{z: waiting_z > 0} W_z(d)) )
 *   slots(W)      = ⌊ minutes(W) × PER_EXECUTION.emailsSent / AUTO_RUN_INTERVAL_MINUTES.send ⌋
 *   cap(m, d)     = min(max(throttles of m), the sender's daily limit when set)
 *                   and, while m warms up and has sent < 200 before d:
 *                   min(that, min(30, 10 + 2 k), 150 − sends of m on its 6 local days before d)
 *
 * where z ranges over the zones of m's emails, W_z(d) is the time within d (and the span) when z's
 * window is open, and waiting_z(m, d) is the emails of m in zone z scheduled at the start and not
 * yet sent when d begins (counted from the log). The minimum over zones' waiting emails is the
 * "emails still waiting" term; slots() is the most one mailbox may send in that time: 10 a
 * 5-minute run (the outbox's 0.1 a second allows 30, so the per-run limit binds).
 *
 * The ratio is Σ_{m,d} min(sent(m, d), allowed(m, d)) ÷ Σ_{m,d} allowed(m, d): a day that sent
 * more than it was allowed (a violation, counted apart) does not make up for another's shortfall.
 */
import {
  AUTO_RUN_INTERVAL_MINUTES,
  OUTBOX_RATE_PER_SECOND,
  PER_EXECUTION,
  SEND_HOURS,
  WARM_UP,
} from '../../shared/domain/sending';

/** One email that left. */
export interface SendRecord {
  readonly emailId: string;
  readonly mailbox: string;
  /** the zone the email's office hours and weekdays are read in: the recipient's, else the sender's, else the instance's */
  readonly zone: string;
  /** epoch ms */
  readonly at: number;
}

/** What the checker knows of a mailbox from how it was set up (never from the planner). */
export interface MailboxSetup {
  readonly mailbox: string;
  /** the sender's zone (its own, else the instance's): the day its caps count on */
  readonly zone: string;
  /** the throttles of the campaigns that send from it */
  readonly throttles: readonly number[];
  /** the sender's own daily limit, when set: a ceiling over the throttles */
  readonly dailyLimit?: number;
  /** when the mailbox was added, for a WARMING_UP one (epoch ms) */
  readonly warmingSince?: number;
  /** its emails waiting at the start of the span, by the zone that applies to each */
  readonly scheduled: Readonly<Record<string, number>>;
}

export type RuleName = 'window' | 'dailyCap' | 'spacing' | 'warmUpDaily' | 'warmUpWeekly';

export interface MailboxDayCheck {
  readonly mailbox: string;
  readonly day: string;
  readonly cap: number;
  readonly windows: number;
  readonly allowed: number;
  readonly sent: number;
}

export interface SendLogCheck {
  readonly sends: number;
  readonly allowed: number;
  /** Σ min(sent(m, d), allowed(m, d)): the sends within what each mailbox day allowed */
  readonly sendsWithinAllowed: number;
  /** sendsWithinAllowed ÷ allowed: sends beyond a day's allowance do not make up for another day's shortfall */
  readonly ratio: number;
  /** sends that break each rule */
  readonly violations: Readonly<Record<RuleName, number>>;
  /** sends that break a rule, by mailbox */
  readonly violationsByMailbox: Readonly<Record<string, number>>;
  readonly totalViolations: number;
  /** sends of an email already sent */
  readonly duplicates: number;
  /** a few sends of each broken rule, in words */
  readonly examples: readonly string[];
  readonly days: readonly MailboxDayCheck[];
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Two sends of one mailbox are at least this far apart: the outbox's rate. */
const MIN_SPACING_MS = Math.round(1000 / OUTBOX_RATE_PER_SECOND);
/** Warm-up's daily cap rises by this much a day, from initialThreadsPerDay to maxThreadsPerDay. */
const WARM_UP_RISE_PER_DAY = 2;
/** Sends one mailbox may make in one minute of open window: the per-run limit over the run's interval. */
const SENDS_PER_WINDOW_MINUTE = PER_EXECUTION.emailsSent / AUTO_RUN_INTERVAL_MINUTES.send;
const EXAMPLES_PER_RULE = 3;

interface WallClock {
  /** `YYYY-MM-DD` */
  readonly day: string;
  /** 1 Monday … 7 Sunday */
  readonly isoWeekday: number;
  /** seconds since local midnight */
  readonly second: number;
}

const WEEKDAY_NUMBERS: Readonly<Record<string, number>> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const clocks = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `zone` at `at`. */
function wallClock(at: number, zone: string): WallClock {
  let format = clocks.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    clocks.set(zone, format);
  }
  const part: Record<string, string> = {};
  for (const { type, value } of format.formatToParts(at)) part[type] = value;
  return {
    day: `${part.year}-${part.month}-${part.day}`,
    isoWeekday: WEEKDAY_NUMBERS[part.weekday ?? ''] ?? 0,
    second: Number(part.hour) * 3600 + Number(part.minute) * 60 + Number(part.second),
  };
}

/** Whether a send at `at` keeps the window of `zone`: a weekday, from the first hour to the last, both included. */
function inWindow(at: number, zone: string): boolean {
  const local = wallClock(at, zone);
  return local.isoWeekday <= 5 && local.second >= SEND_HOURS.first * 3600 && local.second <= SEND_HOURS.last * 3600;
}

/** Whole days from local day `from` to local day `to` (both `YYYY-MM-DD`). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** 1st, 2nd, 3rd, 4th, 11th, 21st … */
function ordinal(value: number): string {
  const teen = value % 100 >= 11 && value % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][value % 10] ?? 'th');
  return `${value}${suffix}`;
}

function warmUpDailyCap(dayOfWarmUp: number): number {
  return Math.min(WARM_UP.maxThreadsPerDay, WARM_UP.initialThreadsPerDay + WARM_UP_RISE_PER_DAY * Math.max(0, dayOfWarmUp));
}

/** The largest throttle of a mailbox's campaigns, lowered to the sender's own daily limit when it has one. */
function dailyCapOf(setup: MailboxSetup): number {
  const throttle = setup.throttles.length === 0 ? 0 : Math.max(...setup.throttles);
  return setup.dailyLimit === undefined ? throttle : Math.min(throttle, setup.dailyLimit);
}

/** Each minute of the span, per zone: whether its window is open, and its local day. */
class MinuteGrid {
  readonly minutes: number;
  private readonly open = new Map<string, Uint8Array>();
  private readonly days = new Map<string, string[]>();

  constructor(
    readonly from: number,
    to: number,
  ) {
    this.minutes = Math.ceil((to - from) / MINUTE_MS);
  }

  at(index: number): number {
    return this.from + index * MINUTE_MS;
  }

  private fill(zone: string): void {
    const open = new Uint8Array(this.minutes);
    const days: string[] = new Array<string>(this.minutes);
    for (let index = 0; index < this.minutes; index += 1) {
      const local = wallClock(this.at(index), zone);
      days[index] = local.day;
      // a minute counts as open when it starts inside the window and ends by its close
      open[index] =
        local.isoWeekday <= 5 && local.second >= SEND_HOURS.first * 3600 && local.second < SEND_HOURS.last * 3600 ? 1 : 0;
    }
    this.open.set(zone, open);
    this.days.set(zone, days);
  }

  openIn(zone: string): Uint8Array {
    if (!this.open.has(zone)) this.fill(zone);
    return this.open.get(zone) as Uint8Array;
  }

  daysIn(zone: string): readonly string[] {
    if (!this.days.has(zone)) this.fill(zone);
    return this.days.get(zone) as string[];
  }
}

/** The local days of `zone` in the grid, each with its first minute and the minute after its last. */
function localDays(grid: MinuteGrid, zone: string): { day: string; first: number; end: number }[] {
  const days = grid.daysIn(zone);
  const spans: { day: string; first: number; end: number }[] = [];
  for (let index = 0; index < grid.minutes; index += 1) {
    const day = days[index] ?? '';
    const last = spans[spans.length - 1];
    if (last?.day === day) last.end = index + 1;
    else spans.push({ day, first: index, end: index + 1 });
  }
  return spans;
}

/**
 * Checks a send log against the rules, for sends between `span.from` and `span.to` (epoch ms).
 * `mailboxes` says how each mailbox was set up; a send from a mailbox not listed counts under no
 * cap but is still checked for its window, spacing and duplicates.
 */
export function checkSendLog(
  log: readonly SendRecord[],
  mailboxes: readonly MailboxSetup[],
  span: { readonly from: number; readonly to: number },
): SendLogCheck {
  const sends = [...log].sort((a, b) => a.at - b.at);
  const violations: Record<RuleName, number> = { window: 0, dailyCap: 0, spacing: 0, warmUpDaily: 0, warmUpWeekly: 0 };
  const violationsByMailbox: Record<string, number> = {};
  const examples = new Map<RuleName | 'duplicate', string[]>();
  const broken = (rule: RuleName, mailbox: string) => {
    violations[rule] += 1;
    violationsByMailbox[mailbox] = (violationsByMailbox[mailbox] ?? 0) + 1;
  };
  const note = (rule: RuleName | 'duplicate', text: string) => {
    const list = examples.get(rule) ?? [];
    if (list.length < EXAMPLES_PER_RULE) list.push(`${rule}: ${text}`);
    examples.set(rule, list);
  };
  const iso = (at: number) => new Date(at).toISOString();

  const seen = new Set<string>();
  let duplicates = 0;
  for (const send of sends) {
    if (seen.has(send.emailId)) {
      duplicates += 1;
      note('duplicate', `${send.emailId} from ${send.mailbox} again at ${iso(send.at)}`);
    }
    seen.add(send.emailId);
    if (!inWindow(send.at, send.zone)) {
      broken('window', send.mailbox);
      const local = wallClock(send.at, send.zone);
      const clock = new Date(local.second * 1000).toISOString().slice(11, 19);
      note('window', `${send.mailbox} at ${iso(send.at)}, ${local.day} ${clock} (weekday ${local.isoWeekday}) in ${send.zone}`);
    }
  }

  const byMailbox = new Map<string, SendRecord[]>();
  for (const send of sends) byMailbox.set(send.mailbox, [...(byMailbox.get(send.mailbox) ?? []), send]);

  for (const [mailbox, own] of byMailbox) {
    for (let index = 1; index < own.length; index += 1) {
      const gap = (own[index]?.at ?? 0) - (own[index - 1]?.at ?? 0);
      if (gap < MIN_SPACING_MS) {
        broken('spacing', mailbox);
        note('spacing', `${mailbox} sent ${(gap / 1000).toFixed(1)} s after its last send, at ${iso(own[index]?.at ?? 0)}`);
      }
    }
  }

  for (const setup of mailboxes) {
    const own = byMailbox.get(setup.mailbox) ?? [];
    const throttleCap = dailyCapOf(setup);
    const perDay = new Map<string, number>();
    const firstDay = setup.warmingSince === undefined ? undefined : wallClock(setup.warmingSince, setup.zone).day;
    const weekBefore = (day: string) =>
      [...perDay.entries()]
        .filter(([other]) => {
          const back = daysBetween(other, day);
          return back >= 1 && back <= 6;
        })
        .reduce((sum, [, count]) => sum + count, 0);
    let total = 0;
    for (const send of own) {
      const day = wallClock(send.at, setup.zone).day;
      const today = (perDay.get(day) ?? 0) + 1;
      perDay.set(day, today);
      if (today > throttleCap) {
        broken('dailyCap', setup.mailbox);
        note(
          'dailyCap',
          `${setup.mailbox} sent its ${ordinal(today)} email of ${day} (${setup.zone}; cap ${throttleCap}) at ${iso(send.at)}`,
        );
      }
      if (firstDay !== undefined && total < WARM_UP.minimumMessages) {
        const dayOfWarmUp = daysBetween(firstDay, day);
        const dailyCap = warmUpDailyCap(dayOfWarmUp);
        if (today > dailyCap) {
          broken('warmUpDaily', setup.mailbox);
          note(
            'warmUpDaily',
            `${setup.mailbox} (warming up, day ${dayOfWarmUp} since it was added on ${firstDay}) sent its ${ordinal(today)} email of ${day} (${setup.zone}; warm-up cap ${dailyCap}) at ${iso(send.at)}`,
          );
        }
        const week = weekBefore(day) + today;
        if (week > WARM_UP.maxThreadsPerWeek) {
          broken('warmUpWeekly', setup.mailbox);
          note('warmUpWeekly', `${setup.mailbox} sent its ${ordinal(week)} email in 7 days on ${day} at ${iso(send.at)}`);
        }
      }
      total += 1;
    }
  }

  const days = allowedByDay(mailboxes, byMailbox, span);
  const allowed = days.reduce((sum, day) => sum + day.allowed, 0);
  const sendsWithinAllowed = days.reduce((sum, day) => sum + Math.min(day.sent, day.allowed), 0);
  const inSpan = sends.filter((send) => send.at >= span.from && send.at < span.to).length;
  const totalViolations = Object.values(violations).reduce((sum, count) => sum + count, 0);
  return {
    sends: inSpan,
    allowed,
    sendsWithinAllowed,
    ratio: allowed === 0 ? 0 : sendsWithinAllowed / allowed,
    violations,
    violationsByMailbox,
    totalViolations,
    duplicates,
    examples: [...examples.values()].flat(),
    days,
  };
}

/** allowed(m, d) for each mailbox and each of its local days in the span (see the formula above). */
function allowedByDay(
  mailboxes: readonly MailboxSetup[],
  byMailbox: ReadonlyMap<string, readonly SendRecord[]>,
  span: { readonly from: number; readonly to: number },
): MailboxDayCheck[] {
  const grid = new MinuteGrid(span.from, span.to);
  const checks: MailboxDayCheck[] = [];
  for (const setup of mailboxes) {
    const own = byMailbox.get(setup.mailbox) ?? [];
    const zones = Object.keys(setup.scheduled);
    const throttleCap = dailyCapOf(setup);
    const firstDay = setup.warmingSince === undefined ? undefined : wallClock(setup.warmingSince, setup.zone).day;
    const sentOn = new Map<string, number>();
    for (const send of own) {
      const day = wallClock(send.at, setup.zone).day;
      sentOn.set(day, (sentOn.get(day) ?? 0) + 1);
    }
    for (const { day, first, end } of localDays(grid, setup.zone)) {
      const dayStart = grid.at(first);
      const before = own.filter((send) => send.at < dayStart);
      // an email sent twice left the waiting emails once
      const sentIn = (zone: string) => new Set(before.filter((send) => send.zone === zone).map((send) => send.emailId)).size;
      const waiting = new Map(zones.map((zone) => [zone, (setup.scheduled[zone] ?? 0) - sentIn(zone)]));
      const open = zones.filter((zone) => (waiting.get(zone) ?? 0) > 0).map((zone) => grid.openIn(zone));
      let byZone = 0;
      for (const zone of zones) {
        const left = waiting.get(zone) ?? 0;
        if (left <= 0) continue;
        const minutes = grid
          .openIn(zone)
          .subarray(first, end)
          .reduce((sum, value) => sum + value, 0);
        byZone += Math.min(left, Math.floor(minutes * SENDS_PER_WINDOW_MINUTE));
      }
      let union = 0;
      for (let index = first; index < end; index += 1) if (open.some((minutes) => minutes[index] === 1)) union += 1;
      const windows = Math.min(byZone, Math.floor(union * SENDS_PER_WINDOW_MINUTE));

      let cap = throttleCap;
      if (firstDay !== undefined && before.length < WARM_UP.minimumMessages) {
        const lastWeek = [...sentOn.entries()]
          .filter(([other]) => {
            const back = daysBetween(other, day);
            return back >= 1 && back <= 6;
          })
          .reduce((sum, [, count]) => sum + count, 0);
        cap = Math.min(cap, warmUpDailyCap(daysBetween(firstDay, day)), Math.max(0, WARM_UP.maxThreadsPerWeek - lastWeek));
      }
      checks.push({
        mailbox: setup.mailbox,
        day,
        cap,
        windows,
        allowed: Math.min(cap, windows),
        sent: sentOn.get(day) ?? 0,
      });
    }
  }
  return checks;
}
