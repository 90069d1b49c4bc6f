import { Logger } from '@aws-lambda-powertools/logger';

/** A timer as returned by `Clock.setTimeout`. */
export type TimerHandle = ReturnType<typeof setTimeout>;

/** Time and timers of the local queues and schedules, injectable so that tests control time. */
export interface Clock {
  /** milliseconds since the epoch */
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/**
 * The process clock. It looks up `Date.now` and the timer functions on every call, so Vitest's fake
 * timers (installed after import) control it too.
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle),
};

/** Where the local queues and schedules write their lines; a Powertools Logger fits. */
export interface LocalLog {
  info(message: string, attributes: Record<string, unknown>): void;
  warn(message: string, attributes: Record<string, unknown>): void;
  error(message: string, attributes: Record<string, unknown>): void;
}

/** The log of the local stack's queues and schedules. */
export function createLocalLog(): LocalLog {
  return new Logger({ serviceName: 'reachwise-local' });
}

/** Exponential backoff: `baseMs` after the first failure, doubling with each one, never above `maxMs`. */
export function backoffDelay(failures: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, failures - 1));
}

/** The message Lambda reports when a function runs past its timeout. */
function timeoutMessage(timeoutMs: number): string {
  return `Task timed out after ${(timeoutMs / 1000).toFixed(2)} seconds`;
}

type Settled<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

/**
 * Runs one invocation under a deadline, as Lambda does: the result is the handler's value, its
 * error, or a timeout once `timeoutMs` has passed on the clock. A handler that runs past its
 * deadline is not stopped (nothing can stop it in-process); its late result is ignored.
 */
export function settleWithin<T>(run: () => Promise<T>, timeoutMs: number, clock: Clock): Promise<Settled<T>> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (outcome: Settled<T>) => {
      if (done) return;
      done = true;
      clock.clearTimeout(timer);
      resolve(outcome);
    };
    const timer = clock.setTimeout(() => finish({ ok: false, error: timeoutMessage(timeoutMs) }), timeoutMs);
    let running: Promise<T>;
    try {
      running = Promise.resolve(run());
    } catch (error) {
      running = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    running.then(
      (value) => finish({ ok: true, value }),
      (error: unknown) => finish({ ok: false, error: errorMessage(error) }),
    );
  });
}

/** An error as one line: its name and message. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.name && error.name !== 'Error' ? `${error.name}: ${error.message}` : error.message;
  return String(error);
}
