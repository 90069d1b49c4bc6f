import { Duration } from 'aws-cdk-lib';
import { ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { describe, expect, it } from 'vitest';

import type { ParsedSchedule } from '../../../bin/local/schedule-expression';
import { nextFireTime, parseScheduleExpression } from '../../../bin/local/schedule-expression';
import { SCHEDULED } from '../../../infra/workers';

const at = (iso: string) => Date.parse(iso);
const iso = (time: number | undefined) => (time === undefined ? undefined : new Date(time).toISOString());

/** The next `count` fire times at or after `from`, each searched from just after the one before. */
function fires(expression: string, from: string, count: number, anchor = from): (string | undefined)[] {
  const schedule = parseScheduleExpression(expression);
  const result: (string | undefined)[] = [];
  let cursor = at(from);
  for (let index = 0; index < count; index += 1) {
    const next = nextFireTime(schedule, cursor, at(anchor));
    result.push(iso(next));
    if (next === undefined) break;
    cursor = next + 1;
  }
  return result;
}

describe('rate expressions', () => {
  it.each([
    ['rate(1 minute)', 60_000],
    ['rate(5 minutes)', 300_000],
    ['rate(1 hour)', 3_600_000],
    ['rate(12 hours)', 43_200_000],
    ['rate(1 day)', 86_400_000],
    ['rate(7 days)', 604_800_000],
  ])('reads %s as every %i ms', (expression, everyMs) => {
    expect(parseScheduleExpression(expression)).toEqual({ kind: 'rate', expression, everyMs });
  });

  it('reads the expressions aws-cdk-lib writes for ScheduleExpression.rate', () => {
    const everyMs = (duration: Duration) =>
      (parseScheduleExpression(ScheduleExpression.rate(duration).expressionString) as Extract<ParsedSchedule, { kind: 'rate' }>)
        .everyMs;

    expect(everyMs(Duration.minutes(5))).toBe(300_000);
    expect(everyMs(Duration.minutes(1))).toBe(60_000);
    expect(everyMs(Duration.hours(2))).toBe(7_200_000);
    expect(everyMs(Duration.days(1))).toBe(86_400_000);
    expect(everyMs(Duration.seconds(120))).toBe(120_000);
  });

  it('fires at its start and every interval after it, whatever time the search starts from', () => {
    expect(fires('rate(5 minutes)', '2030-01-07T09:00:00.000Z', 3)).toEqual([
      '2030-01-07T09:00:00.000Z',
      '2030-01-07T09:05:00.000Z',
      '2030-01-07T09:10:00.000Z',
    ]);
    expect(fires('rate(5 minutes)', '2030-01-07T09:07:30.000Z', 2, '2030-01-07T09:00:00.000Z')).toEqual([
      '2030-01-07T09:10:00.000Z',
      '2030-01-07T09:15:00.000Z',
    ]);
    expect(fires('rate(2 days)', '2030-01-07T23:00:00.000Z', 2)).toEqual([
      '2030-01-07T23:00:00.000Z',
      '2030-01-09T23:00:00.000Z',
    ]);
  });

  it.each(['rate(0 minutes)', 'rate(5 weeks)', 'rate(5)', 'rate(1.5 hours)', 'rate(-1 minutes)'])('refuses %s', (expression) => {
    expect(() => parseScheduleExpression(expression)).toThrow(/rate|Unsupported schedule expression/);
  });
});

describe('cron expressions', () => {
  it('reads the expressions aws-cdk-lib writes for ScheduleExpression.cron', () => {
    expect(ScheduleExpression.cron({ hour: '5', minute: '0' }).expressionString).toBe('cron(0 5 * * ? *)');
    expect(ScheduleExpression.cron({ weekDay: 'MON', hour: '7', minute: '0' }).expressionString).toBe('cron(0 7 ? * MON *)');

    expect(fires(ScheduleExpression.cron({ hour: '5', minute: '0' }).expressionString, '2030-01-07T00:00:00.000Z', 2)).toEqual([
      '2030-01-07T05:00:00.000Z',
      '2030-01-08T05:00:00.000Z',
    ]);
    expect(
      fires(ScheduleExpression.cron({ day: '1', hour: '0', minute: '30' }).expressionString, '2030-01-07T00:00:00.000Z', 2),
    ).toEqual(['2030-02-01T00:30:00.000Z', '2030-03-01T00:30:00.000Z']);
  });

  it('computes the next fire of every schedule of infra/workers.ts', () => {
    // a Sunday, half a minute before midnight
    const from = '2030-01-06T23:59:30.000Z';
    const next = Object.fromEntries(
      SCHEDULED.map((job) => [
        job.job.name,
        iso(nextFireTime(parseScheduleExpression(job.schedule.expressionString), at(from), at(from))),
      ]),
    );

    expect(next).toEqual({
      GenerationPlanner: from,
      SendPlanner: from,
      MailboxWatch: from,
      MailboxPoll: from,
      CrmOutbox: from,
      CrmSync: from,
      Cadence: '2030-01-07T05:00:00.000Z',
      SenderHealthCheck: '2030-01-07T04:00:00.000Z',
    });
  });

  it('moves a daily cron to the next day once its time has passed, across months and years', () => {
    expect(fires('cron(0 5 * * ? *)', '2030-01-07T05:00:00.000Z', 1)).toEqual(['2030-01-07T05:00:00.000Z']);
    expect(fires('cron(0 5 * * ? *)', '2030-01-07T05:00:00.001Z', 1)).toEqual(['2030-01-08T05:00:00.000Z']);
    expect(fires('cron(0 5 * * ? *)', '2030-01-31T06:00:00.000Z', 1)).toEqual(['2030-02-01T05:00:00.000Z']);
    expect(fires('cron(0 3 * * ? *)', '2030-12-31T03:00:00.001Z', 2)).toEqual([
      '2031-01-01T03:00:00.000Z',
      '2031-01-02T03:00:00.000Z',
    ]);
  });

  it('moves the weekly Monday cron to the next Monday, across weeks, months and years', () => {
    const weekly = 'cron(0 7 ? * MON *)';
    expect(fires(weekly, '2030-01-07T06:59:59.000Z', 1)).toEqual(['2030-01-07T07:00:00.000Z']);
    expect(fires(weekly, '2030-01-07T07:00:00.001Z', 3)).toEqual([
      '2030-01-14T07:00:00.000Z',
      '2030-01-21T07:00:00.000Z',
      '2030-01-28T07:00:00.000Z',
    ]);
    expect(fires(weekly, '2030-01-12T12:00:00.000Z', 1)).toEqual(['2030-01-14T07:00:00.000Z']);
    expect(fires(weekly, '2030-12-31T07:01:00.000Z', 1)).toEqual(['2031-01-06T07:00:00.000Z']);
  });

  it('reads day-of-week numbers with 1 as Sunday, names, ranges that wrap and lists', () => {
    expect(fires('cron(0 12 ? * 2 *)', '2030-01-06T00:00:00.000Z', 1)).toEqual(['2030-01-07T12:00:00.000Z']);
    expect(fires('cron(0 12 ? * 1 *)', '2030-01-07T00:00:00.000Z', 1)).toEqual(['2030-01-13T12:00:00.000Z']);
    expect(fires('cron(0 12 ? * FRI-MON *)', '2030-01-08T00:00:00.000Z', 4)).toEqual([
      '2030-01-11T12:00:00.000Z',
      '2030-01-12T12:00:00.000Z',
      '2030-01-13T12:00:00.000Z',
      '2030-01-14T12:00:00.000Z',
    ]);
    expect(fires('cron(0 9 ? * TUE,THU *)', '2030-01-07T00:00:00.000Z', 3)).toEqual([
      '2030-01-08T09:00:00.000Z',
      '2030-01-10T09:00:00.000Z',
      '2030-01-15T09:00:00.000Z',
    ]);
  });

  it('reads steps, ranges, month names and the year field', () => {
    expect(fires('cron(*/20 9-10 ? * MON-FRI *)', '2030-01-07T10:30:00.000Z', 3)).toEqual([
      '2030-01-07T10:40:00.000Z',
      '2030-01-08T09:00:00.000Z',
      '2030-01-08T09:20:00.000Z',
    ]);
    expect(fires('cron(15/30 0 1 * ? *)', '2030-01-01T00:00:00.000Z', 3)).toEqual([
      '2030-01-01T00:15:00.000Z',
      '2030-01-01T00:45:00.000Z',
      '2030-02-01T00:15:00.000Z',
    ]);
    expect(fires('cron(0 0 1 MAR,SEP ? *)', '2030-01-07T00:00:00.000Z', 2)).toEqual([
      '2030-03-01T00:00:00.000Z',
      '2030-09-01T00:00:00.000Z',
    ]);
    expect(fires('cron(0 0 29 2 ? *)', '2030-01-07T00:00:00.000Z', 1)).toEqual(['2032-02-29T00:00:00.000Z']);
    expect(fires('cron(0 0 1 1 ? 2031-2032)', '2030-06-01T00:00:00.000Z', 3)).toEqual([
      '2031-01-01T00:00:00.000Z',
      '2032-01-01T00:00:00.000Z',
      undefined,
    ]);
  });

  it('reads L, W and # as EventBridge Scheduler does', () => {
    expect(fires('cron(0 12 L * ? *)', '2030-01-07T00:00:00.000Z', 2)).toEqual([
      '2030-01-31T12:00:00.000Z',
      '2030-02-28T12:00:00.000Z',
    ]);
    // the last Friday of the month
    expect(fires('cron(0 12 ? * 6L *)', '2030-01-07T00:00:00.000Z', 2)).toEqual([
      '2030-01-25T12:00:00.000Z',
      '2030-02-22T12:00:00.000Z',
    ]);
    // the second Monday of the month
    expect(fires('cron(0 12 ? * MON#2 *)', '2030-01-07T00:00:00.000Z', 2)).toEqual([
      '2030-01-14T12:00:00.000Z',
      '2030-02-11T12:00:00.000Z',
    ]);
    // 15 June 2030 is a Saturday: the nearest weekday is Friday the 14th
    expect(fires('cron(0 12 15W * ? *)', '2030-06-01T00:00:00.000Z', 1)).toEqual(['2030-06-14T12:00:00.000Z']);
    // 31 March 2030 is a Sunday: the last weekday is Friday the 29th
    expect(fires('cron(0 12 LW * ? *)', '2030-03-01T00:00:00.000Z', 1)).toEqual(['2030-03-29T12:00:00.000Z']);
  });

  it.each([
    ['cron(0 5 * * * *)', 'exactly one of day-of-month and day-of-week must be ?'],
    ['cron(0 5 ? * ? *)', 'exactly one of day-of-month and day-of-week must be ?'],
    ['cron(0 5 * * ?)', 'it needs six fields'],
    ['cron(60 5 * * ? *)', '"60" is not a valid minutes value'],
    ['cron(0 24 * * ? *)', '"24" is not a valid hours value'],
    ['cron(0 5 ? * FUNDAY *)', 'is not a valid day-of-week'],
    ['cron(0 5 ? * 8 *)', 'is not a valid day-of-week'],
    ['cron(0 5 ? * MON#6 *)', 'the occurrence after # must be 1 to 5'],
    ['cron(0 5 32 * ? *)', '"32" is not a valid day-of-month value'],
    ['cron(0/0 5 * * ? *)', 'bad step'],
  ])('refuses %s', (expression, reason) => {
    expect(() => parseScheduleExpression(expression)).toThrow(reason);
  });
});

describe('one-time expressions', () => {
  it('fires an at() schedule once, at its time', () => {
    const schedule = parseScheduleExpression(ScheduleExpression.at(new Date('2030-02-01T10:30:00Z')).expressionString);

    expect(iso(nextFireTime(schedule, at('2030-01-07T00:00:00.000Z'), 0))).toBe('2030-02-01T10:30:00.000Z');
    expect(nextFireTime(schedule, at('2030-02-01T10:30:00.001Z'), 0)).toBeUndefined();
  });

  it('refuses a date that does not exist and an expression of no known kind', () => {
    expect(() => parseScheduleExpression('at(2030-02-30T10:00:00)')).toThrow('Invalid date');
    expect(() => parseScheduleExpression('every 5 minutes')).toThrow('Unsupported schedule expression');
  });
});
