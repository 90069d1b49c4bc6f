import { AUTO_SIGN_IN_POLL } from '../../../shared/domain/identity';

/** One sign-in try: signed in, or not yet possible (the confirmation is not seen yet). Throws when it cannot succeed. */
export type SignInAttempt = () => Promise<'signed-in' | 'not-yet'>;

/** The automatic sign-in gave up: the person signs in on the sign-in page instead. */
export class AutoSignInTimeoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AutoSignInTimeoutError';
  }
}

interface PollTiming {
  readonly intervalMs: number;
  readonly timeoutMs: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The automatic sign-in after a sign-up (docs/product.md, Screens and shell): tries at once, then every 5 s
 * while the new account is not confirmed yet, and gives up after 180 s with `timeoutMessage`. An
 * attempt that throws ends it with that error.
 */
export async function signInWhenConfirmed(
  attempt: SignInAttempt,
  timeoutMessage: string,
  timing: PollTiming = AUTO_SIGN_IN_POLL,
): Promise<void> {
  const deadline = Date.now() + timing.timeoutMs;
  for (;;) {
    if ((await attempt()) === 'signed-in') return;
    if (Date.now() + timing.intervalMs > deadline) throw new AutoSignInTimeoutError(timeoutMessage);
    await wait(timing.intervalMs);
  }
}
