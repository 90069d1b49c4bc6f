import type { Context } from 'aws-lambda';

import { DeadLetterFile } from './queue-dead-letter-file';
import type { Clock, LocalLog, TimerHandle } from './queue-runtime';
import { backoffDelay, createLocalLog, errorMessage, settleWithin, systemClock } from './queue-runtime';
import { importHandler, lambdaContext } from './lambda-runtime';
import type { ParsedSchedule } from './schedule-expression';
import { nextFireTime, parseScheduleExpression } from './schedule-expression';

/**
 * The event a scheduled worker receives: the schedule target's input, `{ job: <id> }`, and the time
 * on the schedule's clock the invocation was due (ISO), as EventBridge Scheduler's
 * `<aws.scheduler.scheduled-time>` gives the jobs that ask for it.
 */
export interface ScheduledEvent {
  readonly job: string;
  readonly scheduledTime?: string;
}

/** A schedule target: the worker's Lambda handler. */
export type ScheduledHandler = (event: ScheduledEvent, context: Context) => Promise<unknown>;

/** What the scheduler needs of a `ScheduleExpression` of aws-cdk-lib/aws-scheduler. */
interface ScheduleExpressionLike {
  readonly expressionString: string;
  readonly timeZone?: { readonly timezoneName: string };
}

export interface ScheduledJob {
  readonly id: string;
  /** an expression string (`rate(5 minutes)`, `cron(0 5 * * ? *)`) or a CDK `ScheduleExpression` */
  readonly schedule: string | ScheduleExpressionLike;
  readonly handler: ScheduledHandler;
  /** an invocation still running after this long counts as failed, as a Lambda timeout does (default 60 s) */
  readonly timeoutMs?: number;
}

export interface LocalSchedulerOptions {
  readonly jobs: readonly ScheduledJob[];
  /**
   * How much faster than real time the schedule clock runs (default 1). The clock starts at the
   * real time of `start()` and then runs `speedup` times faster: with 60, a 5-minute rate fires
   * every 5 seconds, a daily cron every 24 minutes and a weekly one every 2.8 hours, each at the
   * point of the sped-up clock where its cron matches (so a daily 05:00 cron first fires when the
   * sped-up clock passes 05:00). Retry backoff and timeouts stay in real time; the workers see the
   * real time, and each event carries the sped-up time it was due as `scheduledTime` (the cadence
   * job runs at it, so its waits of days pass at the sped-up pace).
   */
  readonly speedup?: number;
  /** retries after a failed invocation before it moves to the dead letters (default 3, as the infra's schedules) */
  readonly retryAttempts?: number;
  /** backoff before the first retry, doubling for each further one, capped at `retryMaxMs` (defaults 1 s and 60 s) */
  readonly retryBaseMs?: number;
  readonly retryMaxMs?: number;
  /** no retry starts after this long from the first attempt (default 1 hour, the infra's maxEventAge) */
  readonly maxEventAgeMs?: number;
  /** dead letters are appended here as JSON lines and read back on creation, e.g. `.local/dead-letters/schedules.jsonl` */
  readonly deadLetterFile?: string;
  readonly clock?: Clock;
  readonly log?: LocalLog;
}

/** A scheduled invocation that failed every attempt, as kept in the dead letters. */
interface ScheduleDeadLetter {
  readonly job: string;
  /** the time on the schedule's clock the invocation was due (sped up when `speedup` is above 1) */
  readonly scheduledAt: string;
  readonly attempts: number;
  readonly lastError: string;
  readonly deadLetteredAt: string;
}

interface NextFire {
  readonly job: string;
  readonly expression: string;
  /** the due time on the schedule's clock */
  readonly at: Date;
  /** real milliseconds until it fires */
  readonly inMs: number;
}

/** The environment variable that speeds the local schedule clock up; see `LocalSchedulerOptions.speedup`. */
export const SPEEDUP_VARIABLE = 'REACHWISE_SCHEDULE_SPEEDUP';

/** The speed-up factor from `REACHWISE_SCHEDULE_SPEEDUP`: 1 when unset, a positive number otherwise. */
export function scheduleSpeedupFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const text = env[SPEEDUP_VARIABLE]?.trim();
  if (!text) return 1;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${SPEEDUP_VARIABLE} must be a positive number (e.g. 60); got ${JSON.stringify(text)}.`);
  }
  return value;
}

// setTimeout keeps at most 2^31 - 1 ms; a longer wait is taken in several steps
const MAX_TIMER_MS = 2 ** 31 - 1;
const UTC_ZONES = new Set(['UTC', 'Etc/UTC', 'Etc/GMT', 'GMT', 'Etc/UCT', 'UCT', 'Etc/Universal', 'Etc/Zulu']);
const DEFAULT_TIMEOUT_MS = 60_000;

interface JobState {
  readonly job: ScheduledJob;
  readonly schedule: ParsedSchedule;
  next: number | undefined;
  timer: TimerHandle | undefined;
}

/**
 * EventBridge Scheduler in process: each job's handler is invoked with `{ job: <id>, scheduledTime }`
 * when its rate or cron expression is due (UTC). A failed or timed-out invocation is retried with backoff up
 * to `retryAttempts` times; then it moves to the dead letters: logged, kept in memory and appended
 * to `deadLetterFile` if one is given. Invocations of one job may overlap, as they can in the cloud.
 */
export class LocalScheduler {
  private readonly jobs: JobState[];
  private readonly speedup: number;
  private readonly retryAttempts: number;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly maxEventAgeMs: number;
  private readonly clock: Clock;
  private readonly log: LocalLog;
  private readonly file: DeadLetterFile<ScheduleDeadLetter> | undefined;
  private dead: ScheduleDeadLetter[] = [];
  private readonly running = new Set<Promise<boolean>>();
  private readonly sleeping = new Map<TimerHandle, () => void>();
  private started: number | undefined;

  constructor(options: LocalSchedulerOptions) {
    const speedup = options.speedup ?? 1;
    if (!Number.isFinite(speedup) || speedup <= 0) throw new Error('The schedule speed-up must be a positive number.');
    const ids = new Set<string>();
    this.jobs = options.jobs.map((job) => {
      if (ids.has(job.id)) throw new Error(`Two scheduled jobs are named ${job.id}.`);
      ids.add(job.id);
      const expression = typeof job.schedule === 'string' ? job.schedule : job.schedule.expressionString;
      const zone = typeof job.schedule === 'string' ? undefined : job.schedule.timeZone?.timezoneName;
      if (zone !== undefined && !UTC_ZONES.has(zone)) {
        throw new Error(`Scheduled job ${job.id}: only UTC schedules run locally; this one is in ${zone}.`);
      }
      return { job, schedule: parseScheduleExpression(expression), next: undefined, timer: undefined };
    });
    this.speedup = speedup;
    this.retryAttempts = options.retryAttempts ?? 3;
    this.retryBaseMs = options.retryBaseMs ?? 1000;
    this.retryMaxMs = options.retryMaxMs ?? 60_000;
    this.maxEventAgeMs = options.maxEventAgeMs ?? 3_600_000;
    this.clock = options.clock ?? systemClock;
    this.log = options.log ?? createLocalLog();
    if (options.deadLetterFile) {
      this.file = new DeadLetterFile<ScheduleDeadLetter>(options.deadLetterFile);
      this.dead = this.file.read((line, error) =>
        this.log.warn('unreadable dead-letter line skipped', { file: options.deadLetterFile, line, error }),
      );
    }
  }

  /** Starts the schedule clock: rates fire now and every interval, crons when they next match. */
  start(): void {
    if (this.started !== undefined) return;
    this.started = this.clock.now();
    for (const state of this.jobs) this.arm(state, this.started);
    this.log.info('schedules started', {
      speedup: this.speedup,
      jobs: this.nextFires().map((fire) => `${fire.job} ${fire.expression} next ${fire.at.toISOString()}`),
    });
  }

  /** Clears every timer (pending retries included) and resolves once the running invocations have finished. */
  async stop(): Promise<void> {
    this.started = undefined;
    for (const state of this.jobs) {
      if (state.timer !== undefined) this.clock.clearTimeout(state.timer);
      state.timer = undefined;
      state.next = undefined;
    }
    for (const [timer, cancel] of this.sleeping) {
      this.clock.clearTimeout(timer);
      cancel();
    }
    this.sleeping.clear();
    await Promise.all([...this.running]);
  }

  /** The time on the schedule clock: the real time, sped up from `start()`. */
  now(): number {
    const real = this.clock.now();
    return this.started === undefined ? real : this.started + (real - this.started) * this.speedup;
  }

  /** When each job fires next, soonest first (empty before `start()`). */
  nextFires(): NextFire[] {
    const now = this.now();
    return this.jobs
      .filter((state): state is JobState & { next: number } => state.next !== undefined)
      .map((state) => ({
        job: state.job.id,
        expression: state.schedule.expression,
        at: new Date(state.next),
        inMs: Math.max(0, Math.ceil((state.next - now) / this.speedup)),
      }))
      .sort((a, b) => a.at.getTime() - b.at.getTime());
  }

  /**
   * Invokes a job now, outside its schedule, with the same retries. Resolves true when an attempt
   * succeeded, false when the invocation ended in the dead letters or was cut short by `stop()`.
   */
  trigger(id: string): Promise<boolean> {
    const state = this.jobs.find((candidate) => candidate.job.id === id);
    if (!state) return Promise.reject(new Error(`No scheduled job named ${id}.`));
    return this.track(this.invoke(state.job, this.now()));
  }

  /** The invocations that failed every attempt, oldest first. */
  deadLetters(): readonly ScheduleDeadLetter[] {
    return [...this.dead];
  }

  private arm(state: JobState, from: number): void {
    state.next = nextFireTime(state.schedule, from, this.started ?? from);
    if (state.next === undefined) {
      this.log.info('schedule has no further fire time', { job: state.job.id, expression: state.schedule.expression });
      return;
    }
    this.setTimer(state);
  }

  private setTimer(state: JobState): void {
    const due = state.next as number;
    const delay = Math.min(MAX_TIMER_MS, Math.max(0, Math.ceil((due - this.now()) / this.speedup)));
    state.timer = this.clock.setTimeout(() => {
      state.timer = undefined;
      if (this.started === undefined) return;
      // a wait longer than one timer can hold is taken in steps
      if (this.now() < due) return this.setTimer(state);
      void this.track(this.invoke(state.job, due));
      this.arm(state, Math.max(due + 1, this.now()));
    }, delay);
  }

  private track(invocation: Promise<boolean>): Promise<boolean> {
    this.running.add(invocation);
    void invocation.finally(() => this.running.delete(invocation));
    return invocation;
  }

  private async invoke(job: ScheduledJob, scheduledAt: number): Promise<boolean> {
    const timeoutMs = job.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const firstAttempt = this.clock.now();
    for (let attempt = 1; ; attempt += 1) {
      const context = lambdaContext({
        functionName: `reachwise-local-${job.id}`,
        deadline: this.clock.now() + timeoutMs,
        now: () => this.clock.now(),
      });
      const event: ScheduledEvent = { job: job.id, scheduledTime: new Date(scheduledAt).toISOString() };
      const outcome = await settleWithin(() => job.handler(event, context), timeoutMs, this.clock);
      if (outcome.ok) {
        this.log.info('scheduled job ran', { job: job.id, attempt });
        return true;
      }
      const retryInMs = backoffDelay(attempt, this.retryBaseMs, this.retryMaxMs);
      if (attempt > this.retryAttempts) {
        this.deadLetter(job, scheduledAt, attempt, outcome.error);
        return false;
      }
      if (this.clock.now() + retryInMs - firstAttempt > this.maxEventAgeMs) {
        this.deadLetter(job, scheduledAt, attempt, `${outcome.error} (maximum event age reached)`);
        return false;
      }
      this.log.warn('scheduled job failed; will retry', { job: job.id, attempt, retryInMs, error: outcome.error });
      if (!(await this.sleep(retryInMs))) {
        this.log.warn('retry cancelled: schedules stopped', { job: job.id, attempt, error: outcome.error });
        return false;
      }
    }
  }

  /** Waits on the clock; resolves false if `stop()` cuts the wait short. */
  private sleep(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = this.clock.setTimeout(() => {
        this.sleeping.delete(timer);
        resolve(true);
      }, ms);
      this.sleeping.set(timer, () => resolve(false));
    });
  }

  private deadLetter(job: ScheduledJob, scheduledAt: number, attempts: number, reason: string): void {
    const letter: ScheduleDeadLetter = {
      job: job.id,
      scheduledAt: new Date(scheduledAt).toISOString(),
      attempts,
      lastError: reason,
      deadLetteredAt: new Date(this.clock.now()).toISOString(),
    };
    this.dead.push(letter);
    try {
      this.file?.append(letter);
    } catch (error) {
      this.log.error('dead letter not written', { job: job.id, file: this.file?.file, error: errorMessage(error) });
    }
    this.log.error('scheduled invocation moved to dead letters', { job: job.id, attempts, reason });
  }
}

interface LocalSchedulerFromInfraOptions extends Omit<LocalSchedulerOptions, 'jobs' | 'speedup' | 'retryAttempts'> {
  /** the repository root the jobs' `entry` paths are relative to (default: this checkout) */
  readonly root?: string;
  /** handlers used instead of the jobs' modules, by job id */
  readonly handlers?: Readonly<Record<string, ScheduledHandler>>;
  /** default: `REACHWISE_SCHEDULE_SPEEDUP`, else 1 */
  readonly speedup?: number;
}

/**
 * The schedules of infra/workers.ts (`SCHEDULED`): each job's expression, timeout and handler, and
 * `SCHEDULE_RETRY_ATTEMPTS`. Each job module is imported from its `entry` (the local stack runs
 * under tsx), unless a handler for its id is given. The scheduler is not started.
 */
export async function createLocalScheduler(options: LocalSchedulerFromInfraOptions = {}): Promise<LocalScheduler> {
  const { SCHEDULED, SCHEDULE_RETRY_ATTEMPTS } = await import('../../infra/workers');
  const { PROJECT_ROOT } = await import('../../infra/function');
  const { root = PROJECT_ROOT, handlers = {}, speedup = scheduleSpeedupFromEnv(), ...settings } = options;
  for (const id of Object.keys(handlers)) {
    if (!SCHEDULED.some((spec) => spec.job.name === id)) throw new Error(`No scheduled job named ${id} in infra/workers.ts.`);
  }
  const jobs: ScheduledJob[] = [];
  for (const spec of SCHEDULED) {
    jobs.push({
      id: spec.job.name,
      schedule: spec.schedule,
      handler:
        handlers[spec.job.name] ?? (await importHandler<ScheduledHandler>(`functions/workers/${spec.job.handler}.ts`, root)),
      timeoutMs: spec.timeout.toMilliseconds(),
    });
  }
  return new LocalScheduler({ ...settings, jobs, speedup, retryAttempts: SCHEDULE_RETRY_ATTEMPTS });
}
