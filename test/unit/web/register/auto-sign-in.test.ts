import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AUTO_SIGN_IN_POLL } from '../../../../shared/domain/identity';
import { AutoSignInTimeoutError, signInWhenConfirmed, type SignInAttempt } from '../../../../web/src/auth/auto-sign-in';

const GAVE_UP = 'Sign in with your email and password to continue.';

/** An attempt that answers 'not-yet' `pending` times, then 'signed-in', noting the time of each try. */
function confirmedAfter(pending: number): { attempt: SignInAttempt; times: number[] } {
  const times: number[] = [];
  const start = Date.now();
  return {
    times,
    attempt: () => {
      times.push(Date.now() - start);
      return Promise.resolve(times.length > pending ? 'signed-in' : 'not-yet');
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the automatic sign-in after a sign-up', () => {
  it('polls every 5 s for at most 180 s, as the constants say', () => {
    expect(AUTO_SIGN_IN_POLL).toEqual({ intervalMs: 5_000, timeoutMs: 180_000 });
  });

  it('signs in at once when the account is confirmed already', async () => {
    const { attempt, times } = confirmedAfter(0);

    await signInWhenConfirmed(attempt, GAVE_UP);

    expect(times).toEqual([0]);
  });

  it('tries again every 5 s until the confirmation is seen', async () => {
    const { attempt, times } = confirmedAfter(3);

    const done = signInWhenConfirmed(attempt, GAVE_UP);
    await vi.advanceTimersByTimeAsync(15_000);
    await done;

    expect(times).toEqual([0, 5_000, 10_000, 15_000]);
  });

  it('gives up after 180 s with the message, having tried at 0 s, 5 s, … 180 s', async () => {
    const { attempt, times } = confirmedAfter(Number.POSITIVE_INFINITY);

    const outcome = signInWhenConfirmed(attempt, GAVE_UP);

    await Promise.all([expect(outcome).rejects.toThrow(GAVE_UP), vi.advanceTimersByTimeAsync(200_000)]);
    await expect(outcome).rejects.toBeInstanceOf(AutoSignInTimeoutError);
    expect(times).toHaveLength(37);
    expect(times.at(-1)).toBe(180_000);
  });

  it('stops at once with the error of an attempt that cannot succeed', async () => {
    let tries = 0;
    const refused = new Error('Incorrect username or password.');
    const attempt: SignInAttempt = () => {
      tries += 1;
      return tries === 1 ? Promise.resolve('not-yet') : Promise.reject(refused);
    };

    const outcome = signInWhenConfirmed(attempt, GAVE_UP);

    await Promise.all([expect(outcome).rejects.toBe(refused), vi.advanceTimersByTimeAsync(5_000)]);

    expect(tries).toBe(2);
  });
});
