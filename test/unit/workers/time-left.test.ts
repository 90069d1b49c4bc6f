import type { Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { timeLeftFor } from '../../../functions/workers/time-left';

const JOB = { timeoutSeconds: 60 };

function lambdaContext(remainingMs: () => number): Context {
  return { getRemainingTimeInMillis: remainingMs } as Pick<Context, 'getRemainingTimeInMillis'> as Context;
}

describe('timeLeftFor', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-02T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("follows Lambda's count of the time left when the invocation has a context", () => {
    let remaining = 25_000;
    const hasTime = timeLeftFor(
      JOB,
      lambdaContext(() => remaining),
      10_000,
    );

    expect(hasTime()).toBe(true);
    remaining = 10_000;
    expect(hasTime()).toBe(false);
  });

  it("counts down from the job's timeout when it runs without one, as the local stack runs it", () => {
    const hasTime = timeLeftFor(JOB, undefined, 10_000);

    vi.advanceTimersByTime(49_999);
    expect(hasTime()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(hasTime()).toBe(false);
  });
});
