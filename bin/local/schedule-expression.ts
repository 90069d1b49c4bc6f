/**
 * EventBridge Scheduler schedule expressions, as `ScheduleExpression.expressionString` spells them
 * (aws-cdk-lib/aws-scheduler): `rate(5 minutes)`, `cron(0 5 * * ? *)`, `at(2030-01-01T00:00:00)`.
 * Times are UTC. Cron expressions have the six AWS fields: minutes, hours, day-of-month, month,
 * day-of-week (1-7 or SUN-SAT, 1 is Sunday) and year, with `*`, `?`, lists, ranges, steps, `L`, `W`
 * and `#`; exactly one of day-of-month and day-of-week is `?`.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const LAST_YEAR = 2199;

export type ParsedSchedule =
  | { readonly kind: 'rate'; readonly expression: string; readonly everyMs: number }
  | { readonly kind: 'cron'; readonly expression: string; readonly cron: CronSchedule }
  | { readonly kind: 'at'; readonly expression: string; readonly at: number };

interface CronSchedule {
  readonly minutes: readonly number[];
  readonly hours: readonly number[];
  readonly months: ReadonlySet<number>;
  readonly years: ReadonlySet<number>;
  /** whether a day (UTC midnight) matches the day-of-month or day-of-week field */
  readonly day: (date: Date) => boolean;
}

const RATE_UNITS: Readonly<Record<string, number>> = {
  minute: MINUTE_MS,
  minutes: MINUTE_MS,
  hour: HOUR_MS,
  hours: HOUR_MS,
  day: DAY_MS,
  days: DAY_MS,
};

const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** Parses a schedule expression; throws with the reason when EventBridge Scheduler would refuse it. */
export function parseScheduleExpression(expression: string): ParsedSchedule {
  const text = expression.trim();
  const rate = /^rate\(\s*(\d+)\s+([a-z]+)\s*\)$/i.exec(text);
  if (rate) {
    const value = Number(rate[1]);
    const unit = RATE_UNITS[(rate[2] as string).toLowerCase()];
    if (!unit) throw new Error(`Invalid rate unit in ${text}: use minute(s), hour(s) or day(s).`);
    if (value < 1) throw new Error(`Invalid rate in ${text}: the value must be a positive integer.`);
    return { kind: 'rate', expression: text, everyMs: value * unit };
  }
  const cron = /^cron\((.*)\)$/i.exec(text);
  if (cron) return { kind: 'cron', expression: text, cron: parseCron(cron[1] as string, text) };
  const at = /^at\((\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\)$/.exec(text);
  if (at) {
    const [year, month, day, hour, minute, second] = at.slice(1).map(Number) as [number, number, number, number, number, number];
    const time = Date.UTC(year, month - 1, day, hour, minute, second);
    const check = new Date(time);
    if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) {
      throw new Error(`Invalid date in ${text}.`);
    }
    return { kind: 'at', expression: text, at: time };
  }
  throw new Error(`Unsupported schedule expression: ${JSON.stringify(expression)} (rate(...), cron(...) or at(...)).`);
}

/**
 * The first fire time at or after `from` (ms since the epoch, UTC), or undefined when there is
 * none. A rate fires at `anchor` (when its schedule started) and every interval after it; a cron
 * fires on whole minutes.
 */
export function nextFireTime(schedule: ParsedSchedule, from: number, anchor: number): number | undefined {
  if (schedule.kind === 'rate') {
    if (from <= anchor) return anchor;
    return anchor + Math.ceil((from - anchor) / schedule.everyMs) * schedule.everyMs;
  }
  if (schedule.kind === 'at') return schedule.at >= from ? schedule.at : undefined;
  return nextCronTime(schedule.cron, from);
}

function nextCronTime(cron: CronSchedule, from: number): number | undefined {
  const start = Math.ceil(from / MINUTE_MS) * MINUTE_MS;
  const first = new Date(start);
  let day = Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), first.getUTCDate());
  let fromMinute = first.getUTCHours() * 60 + first.getUTCMinutes();
  for (;;) {
    const date = new Date(day);
    const year = date.getUTCFullYear();
    if (year > LAST_YEAR) return undefined;
    if (!cron.years.has(year)) {
      day = Date.UTC(year + 1, 0, 1);
      fromMinute = 0;
      continue;
    }
    const month = date.getUTCMonth() + 1;
    if (!cron.months.has(month)) {
      day = Date.UTC(year, month, 1);
      fromMinute = 0;
      continue;
    }
    if (cron.day(date)) {
      for (const hour of cron.hours) {
        if ((hour + 1) * 60 <= fromMinute) continue;
        const minute = cron.minutes.find((candidate) => hour * 60 + candidate >= fromMinute);
        if (minute !== undefined) return day + hour * HOUR_MS + minute * MINUTE_MS;
      }
    }
    day += DAY_MS;
    fromMinute = 0;
  }
}

function parseCron(body: string, expression: string): CronSchedule {
  const fields = body.trim().split(/\s+/);
  if (fields.length !== 6) throw new Error(`Invalid cron expression ${expression}: it needs six fields.`);
  const [minutes, hours, dayOfMonth, month, dayOfWeek, year] = fields as [string, string, string, string, string, string];
  const fail = (reason: string): never => {
    throw new Error(`Invalid cron expression ${expression}: ${reason}.`);
  };
  if ((dayOfMonth === '?') === (dayOfWeek === '?')) fail('exactly one of day-of-month and day-of-week must be ?');
  const day = dayOfMonth === '?' ? dayOfWeekMatcher(dayOfWeek, fail) : dayOfMonthMatcher(dayOfMonth, fail);
  return {
    minutes: [...values(minutes, 0, 59, [], 'minutes', fail)].sort((a, b) => a - b),
    hours: [...values(hours, 0, 23, [], 'hours', fail)].sort((a, b) => a - b),
    months: values(month, 1, 12, MONTH_NAMES, 'month', fail),
    years: values(year, 1970, LAST_YEAR, [], 'year', fail),
    day,
  };
}

type Fail = (reason: string) => never;

/** The values of a list of `*`, `n`, `a-b`, `*\/s`, `a/s` and `a-b/s` items; names count from `min`. */
function values(field: string, min: number, max: number, names: readonly string[], label: string, fail: Fail): Set<number> {
  const result = new Set<number>();
  const number = (text: string): number => {
    const named = names.indexOf(text.toUpperCase());
    const value = named >= 0 ? min + named : /^\d+$/.test(text) ? Number(text) : NaN;
    if (!(value >= min && value <= max)) fail(`${JSON.stringify(text)} is not a valid ${label} value (${min}-${max})`);
    return value;
  };
  for (const item of field.split(',')) {
    const [range, stepText, extra] = item.split('/');
    if (range === undefined || range === '' || extra !== undefined) fail(`${JSON.stringify(item)} is not a valid ${label} item`);
    const step =
      stepText === undefined
        ? 1
        : /^\d+$/.test(stepText) && Number(stepText) > 0
          ? Number(stepText)
          : fail(`bad step in ${item}`);
    let from: number;
    let to: number;
    if (range === '*') {
      [from, to] = [min, max];
    } else if (range.includes('-')) {
      const [a, b] = range.split('-');
      [from, to] = [number(a ?? ''), number(b ?? '')];
    } else {
      from = number(range);
      to = stepText === undefined ? from : max;
    }
    // a range that runs past the end wraps around (FRI-MON, 22-2)
    const span = to >= from ? to - from : max - from + 1 + to - min;
    for (let offset = 0; offset <= span; offset += step) {
      const value = from + offset;
      result.add(value > max ? value - max - 1 + min : value);
    }
  }
  return result;
}

function lastDayOfMonth(date: Date): number {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
}

/** The weekday (Monday to Friday) nearest to `target` in the same month, as `W` means. */
function nearestWeekday(year: number, month: number, target: number, last: number): number {
  const weekDay = new Date(Date.UTC(year, month, target)).getUTCDay();
  if (weekDay === 6) return target === 1 ? 3 : target - 1;
  if (weekDay === 0) return target === last ? target - 2 : target + 1;
  return target;
}

function dayOfMonthMatcher(field: string, fail: Fail): (date: Date) => boolean {
  if (field === 'L') return (date) => date.getUTCDate() === lastDayOfMonth(date);
  if (field === 'LW') {
    return (date) => {
      const last = lastDayOfMonth(date);
      return date.getUTCDate() === nearestWeekday(date.getUTCFullYear(), date.getUTCMonth(), last, last);
    };
  }
  const weekday = /^(\d{1,2})W$/.exec(field);
  if (weekday) {
    const target = Number(weekday[1]);
    if (target < 1 || target > 31) fail(`${field} is not a valid day-of-month`);
    return (date) => {
      const last = lastDayOfMonth(date);
      if (target > last) return false;
      return date.getUTCDate() === nearestWeekday(date.getUTCFullYear(), date.getUTCMonth(), target, last);
    };
  }
  const days = values(field, 1, 31, [], 'day-of-month', fail);
  return (date) => days.has(date.getUTCDate());
}

function dayOfWeekMatcher(field: string, fail: Fail): (date: Date) => boolean {
  const dayNumber = (text: string): number => {
    const named = DAY_NAMES.indexOf(text.toUpperCase());
    const value = named >= 0 ? named + 1 : /^\d$/.test(text) ? Number(text) : NaN;
    if (!(value >= 1 && value <= 7)) fail(`${JSON.stringify(text)} is not a valid day-of-week (1-7 or SUN-SAT)`);
    return value;
  };
  const awsDay = (date: Date) => date.getUTCDay() + 1;
  if (field === 'L') return (date) => awsDay(date) === 7;
  const last = /^([A-Za-z]{3}|\d)L$/.exec(field);
  if (last) {
    const wanted = dayNumber(last[1] as string);
    return (date) => awsDay(date) === wanted && date.getUTCDate() + 7 > lastDayOfMonth(date);
  }
  const nth = /^([A-Za-z]{3}|\d)#(\d)$/.exec(field);
  if (nth) {
    const wanted = dayNumber(nth[1] as string);
    const occurrence = Number(nth[2]);
    if (occurrence < 1 || occurrence > 5) fail(`${field}: the occurrence after # must be 1 to 5`);
    return (date) => awsDay(date) === wanted && Math.ceil(date.getUTCDate() / 7) === occurrence;
  }
  const days = values(field, 1, 7, DAY_NAMES, 'day-of-week', fail);
  return (date) => days.has(awsDay(date));
}
