import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { signOutUser } from '../../../web/src/auth/sign-out';

const amplify = vi.hoisted(() => ({ signOut: vi.fn<() => Promise<void>>() }));

vi.mock('aws-amplify/auth', () => ({ signOut: amplify.signOut, fetchAuthSession: vi.fn() }));

describe('signing out', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    amplify.signOut.mockReset();
  });

  it("gives up with 'Signout timeout fail' when the hosted sign-out has not finished after 3 seconds", async () => {
    amplify.signOut.mockReturnValue(new Promise<void>(() => undefined));
    const outcome = signOutUser().then(
      () => 'signed out',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );

    const settled = () => Promise.race([outcome, Promise.resolve('still waiting')]);

    await vi.advanceTimersByTimeAsync(2_999);
    const before = await settled();
    await vi.advanceTimersByTimeAsync(1);
    const after = await settled();

    expect([before, after]).toEqual(['still waiting', 'Signout timeout fail']);
  });

  it('resolves as soon as the sign-out finishes, and no timeout fires later', async () => {
    amplify.signOut.mockResolvedValue(undefined);

    await expect(signOutUser()).resolves.toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });
});
