import { TimeZone } from 'aws-cdk-lib';
import { ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { installRuntime, uninstallRuntime } from '../../../functions/composition/runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { LocalSchedulerOptions, ScheduledEvent, ScheduledHandler, ScheduledJob } from '../../../bin/local/schedules';
import { LocalScheduler, createLocalScheduler, scheduleSpeedupFromEnv } from '../../../bin/local/schedules';
import { SCHEDULED, SCHEDULE_RETRY_ATTEMPTS } from '../../../infra/workers';
import { deferred, fakeLog } from './fake-log';

// a Monday, midnight UTC
const START = Date.parse('2030-01-07T00:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface Call {
  readonly at: number;
  readonly event: ScheduledEvent;
}

function recordingHandler(answer: (call: number) => Promise<unknown> = () => Promise.resolve({ done: true })) {
  const calls: Call[] = [];
  const handler: ScheduledHandler = (event) => {
    calls.push({ at: Date.now() - START, event: structuredClone(event) });
    return answer(calls.length);
  };
  return { handler, calls };
}

function schedulerWith(jobs: ScheduledJob[], options: Partial<LocalSchedulerOptions> = {}) {
  const log = fakeLog();
  return { scheduler: new LocalScheduler({ jobs, log, ...options }), log };
}

let tempDirs: string[] = [];

beforeEach(() => {
  // the jobs compose themselves on their first run, from this (empty) runtime, not the environment
  installRuntime({});
  vi.useFakeTimers({ now: START });
});

afterEach(() => {
  uninstallRuntime();
  vi.useRealTimers();
  vi.unstubAllEnvs();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs = [];
});

describe('LocalScheduler timing', () => {
  it('fires a rate job at start and every interval, with { job: id, scheduledTime } as the event', async () => {
    const { handler, calls } = recordingHandler();
    const { scheduler } = schedulerWith([{ id: 'SendPlanner', schedule: 'rate(5 minutes)', handler }]);

    scheduler.start();
    await vi.advanceTimersByTimeAsync(15 * MINUTE);

    expect(calls.map((call) => call.at)).toEqual([0, 5 * MINUTE, 10 * MINUTE, 15 * MINUTE]);
    expect(calls.map((call) => call.event)).toEqual(
      [0, 5, 10, 15].map((minutes) => ({ job: 'SendPlanner', scheduledTime: new Date(START + minutes * MINUTE).toISOString() })),
    );
    await scheduler.stop();
  });

  it('fires a daily cron at its UTC time, day after day', async () => {
    const { handler, calls } = recordingHandler();
    const { scheduler } = schedulerWith([
      { id: 'Cadence', schedule: ScheduleExpression.cron({ hour: '5', minute: '0' }), handler },
    ]);

    scheduler.start();
    expect(scheduler.nextFires()).toEqual([
      { job: 'Cadence', expression: 'cron(0 5 * * ? *)', at: new Date('2030-01-07T05:00:00.000Z'), inMs: 5 * HOUR },
    ]);
    await vi.advanceTimersByTimeAsync(5 * HOUR - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1 + 2 * DAY);

    expect(calls.map((call) => call.at)).toEqual([5 * HOUR, DAY + 5 * HOUR, 2 * DAY + 5 * HOUR]);
    await scheduler.stop();
  });

  it('fires the weekly cron on Mondays only', async () => {
    const { handler, calls } = recordingHandler();
    const { scheduler } = schedulerWith([
      { id: 'WeeklyReport', schedule: ScheduleExpression.cron({ weekDay: 'MON', hour: '7', minute: '0' }), handler },
    ]);

    scheduler.start();
    await vi.advanceTimersByTimeAsync(15 * DAY);

    expect(calls.map((call) => new Date(START + call.at).toISOString())).toEqual([
      '2030-01-07T07:00:00.000Z',
      '2030-01-14T07:00:00.000Z',
      '2030-01-21T07:00:00.000Z',
    ]);
    await scheduler.stop();
  });

  it('waits longer than one timer can hold for a cron due months ahead', async () => {
    const { handler, calls } = recordingHandler();
    const { scheduler } = schedulerWith([{ id: 'NewYear', schedule: 'cron(0 0 1 1 ? *)', handler }]);

    scheduler.start();
    await vi.advanceTimersByTimeAsync(30 * DAY);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(Date.parse('2031-01-01T00:00:00.000Z') - START - 30 * DAY);

    expect(calls.map((call) => new Date(START + call.at).toISOString())).toEqual(['2031-01-01T00:00:00.000Z']);
    await scheduler.stop();
  });

  it('runs the schedule clock faster with a speed-up: a 5-minute rate every 5 s and a daily cron every 24 min at 60', async () => {
    const planner = recordingHandler();
    const cadence = recordingHandler();
    const weekly = recordingHandler();
    const { scheduler } = schedulerWith(
      [
        { id: 'GenerationPlanner', schedule: 'rate(5 minutes)', handler: planner.handler },
        { id: 'Cadence', schedule: 'cron(0 5 * * ? *)', handler: cadence.handler },
        { id: 'WeeklyReport', schedule: 'cron(0 7 ? * MON *)', handler: weekly.handler },
      ],
      { speedup: 60 },
    );

    scheduler.start();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(planner.calls.map((call) => call.at)).toEqual([0, 5000, 10_000, 15_000, 20_000]);

    await vi.advanceTimersByTimeAsync(3 * HOUR - 20_000);
    // 05:00 on the sped-up clock is 5 real minutes after a midnight start, then every 24 minutes
    expect(cadence.calls.map((call) => call.at)).toEqual([5, 29, 53, 77, 101, 125, 149, 173].map((minutes) => minutes * MINUTE));
    // Monday 07:00 is 7 real minutes in, the next Monday 168 minutes later
    expect(weekly.calls.map((call) => call.at)).toEqual([7 * MINUTE, 175 * MINUTE]);
    expect(scheduler.now()).toBe(START + 3 * HOUR * 60);
    await scheduler.stop();
  });
});

describe('LocalScheduler retries and dead letters', () => {
  it('retries a failed invocation with backoff and stops at the first success', async () => {
    const { handler, calls } = recordingHandler((call) =>
      call < 3 ? Promise.reject(new Error('table busy')) : Promise.resolve(),
    );
    const { scheduler, log } = schedulerWith([{ id: 'WarmUp', schedule: 'cron(0 3 * * ? *)', handler }], { retryBaseMs: 1000 });

    const succeeded = scheduler.trigger('WarmUp');
    await vi.advanceTimersByTimeAsync(10_000);

    await expect(succeeded).resolves.toBe(true);
    expect(calls.map((call) => call.at)).toEqual([0, 1000, 3000]);
    expect(log.lines.filter((line) => line.level === 'warn').map((line) => line.attributes)).toEqual([
      { job: 'WarmUp', attempt: 1, retryInMs: 1000, error: 'table busy' },
      { job: 'WarmUp', attempt: 2, retryInMs: 2000, error: 'table busy' },
    ]);
    expect(scheduler.deadLetters()).toEqual([]);
  });

  it('moves an invocation to the dead letters after the retries, logged and written to the file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'reachwise-schedules-'));
    tempDirs.push(dir);
    const file = path.join(dir, 'dead-letters', 'schedules.jsonl');
    const { handler, calls } = recordingHandler(() => Promise.reject(new TypeError('cannot read sender')));
    const { scheduler, log } = schedulerWith([{ id: 'SenderHealthCheck', schedule: 'cron(0 4 * * ? *)', handler }], {
      retryBaseMs: 100,
      deadLetterFile: file,
    });

    scheduler.start();
    await vi.advanceTimersByTimeAsync(4 * HOUR + 10_000);

    expect(calls.map((call) => call.at - 4 * HOUR)).toEqual([0, 100, 300, 700]);
    const letter = {
      job: 'SenderHealthCheck',
      scheduledAt: '2030-01-07T04:00:00.000Z',
      attempts: 4,
      lastError: 'TypeError: cannot read sender',
      deadLetteredAt: '2030-01-07T04:00:00.700Z',
    };
    expect(scheduler.deadLetters()).toEqual([letter]);
    expect(log.lines.filter((line) => line.level === 'error')).toEqual([
      {
        level: 'error',
        message: 'scheduled invocation moved to dead letters',
        attributes: { job: 'SenderHealthCheck', attempts: 4, reason: 'TypeError: cannot read sender' },
      },
    ]);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(letter);
    expect(new LocalScheduler({ jobs: [], deadLetterFile: file, log: fakeLog() }).deadLetters()).toEqual([letter]);
    await scheduler.stop();
  });

  it('counts an invocation that runs past its timeout as failed', async () => {
    const { handler, calls } = recordingHandler((call) => (call === 1 ? new Promise(() => undefined) : Promise.resolve()));
    const { scheduler, log } = schedulerWith([{ id: 'Cadence', schedule: 'cron(0 5 * * ? *)', handler, timeoutMs: 2000 }], {
      retryBaseMs: 500,
    });

    const succeeded = scheduler.trigger('Cadence');
    await vi.advanceTimersByTimeAsync(2500);

    await expect(succeeded).resolves.toBe(true);
    expect(calls.map((call) => call.at)).toEqual([0, 2500]);
    expect(log.lines).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        attributes: expect.objectContaining({ error: 'Task timed out after 2.00 seconds' }) as object,
      }),
    );
  });

  it('gives up when the next retry would start after the maximum event age', async () => {
    const { handler, calls } = recordingHandler(() => Promise.reject(new Error('down')));
    const { scheduler } = schedulerWith([{ id: 'WarmUp', schedule: 'rate(1 day)', handler }], {
      retryBaseMs: 5000,
      maxEventAgeMs: 3000,
    });

    const succeeded = scheduler.trigger('WarmUp');
    await vi.advanceTimersByTimeAsync(60_000);

    await expect(succeeded).resolves.toBe(false);
    expect(calls).toHaveLength(1);
    expect(scheduler.deadLetters().map((letter) => [letter.attempts, letter.lastError])).toEqual([
      [1, 'down (maximum event age reached)'],
    ]);
  });

  it('refuses to trigger a job it does not have', async () => {
    const { scheduler } = schedulerWith([]);
    await expect(scheduler.trigger('Nope')).rejects.toThrow('No scheduled job named Nope.');
  });
});

describe('LocalScheduler stop', () => {
  it('clears the timers so that nothing fires after stop', async () => {
    const { handler, calls } = recordingHandler();
    const { scheduler } = schedulerWith([{ id: 'SendPlanner', schedule: 'rate(5 minutes)', handler }]);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(calls).toHaveLength(2);

    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(HOUR);

    expect(calls).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);
    expect(scheduler.nextFires()).toEqual([]);
  });

  it('waits for a running invocation before resolving', async () => {
    const gate = deferred();
    const { handler, calls } = recordingHandler(() => gate.promise);
    const { scheduler } = schedulerWith([{ id: 'GenerationPlanner', schedule: 'rate(5 minutes)', handler }]);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);

    let stopped = false;
    const stopping = scheduler.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(stopped).toBe(false);

    gate.resolve();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('cancels a pending retry', async () => {
    const { handler, calls } = recordingHandler(() => Promise.reject(new Error('down')));
    const { scheduler, log } = schedulerWith([{ id: 'WarmUp', schedule: 'cron(0 3 * * ? *)', handler }], { retryBaseMs: 10_000 });
    const succeeded = scheduler.trigger('WarmUp');
    await vi.advanceTimersByTimeAsync(0);

    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(60_000);

    await expect(succeeded).resolves.toBe(false);
    expect(calls).toHaveLength(1);
    expect(log.lines).toContainEqual(expect.objectContaining({ level: 'warn', message: 'retry cancelled: schedules stopped' }));
  });
});

describe('the schedule speed-up setting', () => {
  it('reads REACHWISE_SCHEDULE_SPEEDUP as a positive factor, 1 when unset', () => {
    expect(scheduleSpeedupFromEnv({})).toBe(1);
    expect(scheduleSpeedupFromEnv({ REACHWISE_SCHEDULE_SPEEDUP: '' })).toBe(1);
    expect(scheduleSpeedupFromEnv({ REACHWISE_SCHEDULE_SPEEDUP: '60' })).toBe(60);
    expect(scheduleSpeedupFromEnv({ REACHWISE_SCHEDULE_SPEEDUP: '0.5' })).toBe(0.5);
  });

  it.each(['0', '-60', 'fast', 'Infinity'])('refuses REACHWISE_SCHEDULE_SPEEDUP=%s', (value) => {
    expect(() => scheduleSpeedupFromEnv({ REACHWISE_SCHEDULE_SPEEDUP: value })).toThrow(
      'REACHWISE_SCHEDULE_SPEEDUP must be a positive number',
    );
  });
});

describe('createLocalScheduler', () => {
  it('schedules every job of infra/workers.ts, sped up from the environment', async () => {
    vi.stubEnv('REACHWISE_SCHEDULE_SPEEDUP', '60');
    const recorders = Object.fromEntries(SCHEDULED.map((spec) => [spec.job.name, recordingHandler()]));
    const scheduler = await createLocalScheduler({
      handlers: Object.fromEntries(Object.entries(recorders).map(([id, recorder]) => [id, recorder.handler])),
      log: fakeLog(),
    });

    scheduler.start();
    expect(scheduler.nextFires().map((fire) => [fire.job, fire.expression, fire.inMs])).toEqual([
      ['GenerationPlanner', 'rate(5 minutes)', 0],
      ['SendPlanner', 'rate(5 minutes)', 0],
      ['MailboxWatch', 'rate(1 hour)', 0],
      ['MailboxPoll', 'rate(5 minutes)', 0],
      ['CrmOutbox', 'rate(1 minute)', 0],
      ['CrmSync', 'rate(1 hour)', 0],
      ['SenderHealthCheck', 'cron(0 4 * * ? *)', 4 * MINUTE],
      ['Cadence', 'cron(0 5 * * ? *)', 5 * MINUTE],
    ]);
    await vi.advanceTimersByTimeAsync(10_000);

    // the event carries the sped-up time it was due: 5 minutes of schedule every 5 real seconds
    expect(recorders.GenerationPlanner?.calls.map((call) => [call.at, call.event])).toEqual([
      [0, { job: 'GenerationPlanner', scheduledTime: new Date(START).toISOString() }],
      [5000, { job: 'GenerationPlanner', scheduledTime: new Date(START + 5 * MINUTE).toISOString() }],
      [10_000, { job: 'GenerationPlanner', scheduledTime: new Date(START + 10 * MINUTE).toISOString() }],
    ]);
    expect(recorders.Cadence?.calls).toEqual([]);
    await scheduler.stop();
  });

  it('retries a failing job SCHEDULE_RETRY_ATTEMPTS times and runs a succeeding one once', async () => {
    const failing = recordingHandler(() => Promise.reject(new Error('down')));
    const succeeding = recordingHandler();
    const scheduler = await createLocalScheduler({
      handlers: { SenderHealthCheck: failing.handler, Cadence: succeeding.handler },
      retryBaseMs: 1,
      log: fakeLog(),
    });

    const cadence = scheduler.trigger('Cadence');
    const healthCheck = scheduler.trigger('SenderHealthCheck');
    await vi.advanceTimersByTimeAsync(1000);

    await expect(cadence).resolves.toBe(true);
    await expect(healthCheck).resolves.toBe(false);
    expect(succeeding.calls).toHaveLength(1);
    expect(failing.calls).toHaveLength(1 + SCHEDULE_RETRY_ATTEMPTS);
  });

  it('refuses a handler for a job infra/workers.ts does not define', async () => {
    await expect(createLocalScheduler({ handlers: { Nightly: recordingHandler().handler } })).rejects.toThrow(
      'No scheduled job named Nightly in infra/workers.ts.',
    );
  });

  it('refuses a schedule outside UTC, which it cannot run locally', () => {
    const schedule = ScheduleExpression.cron({ hour: '5', minute: '0', timeZone: TimeZone.EUROPE_LONDON });
    expect(() => schedulerWith([{ id: 'Local', schedule, handler: recordingHandler().handler }])).toThrow(
      'only UTC schedules run locally; this one is in Europe/London',
    );
  });
});
