/**
 * The review-queue bench's page script, bundled for the browser with the checker: times
 * `checkEmail` in the page, one call at a time, as the email panel runs it on every edit.
 */
import { checkEmail } from '../../shared/rules/email/check';
import type { EmailCheckContext, EmailDraft } from '../../shared/rules/email/types';

export interface TimedCheck {
  readonly draft: EmailDraft;
  readonly context: EmailCheckContext;
}

export interface CheckTimings {
  /** the first check in the page, before the JIT has seen the checker */
  readonly first: number;
  /** every check once, in order, while the JIT still compiles the checker */
  readonly firstPass: number[];
  /**
   * each check's shortest time over the passes after the first: what the email itself costs once
   * the checker is compiled, without the pauses another process or a collection put in one pass
   */
  readonly best: number[];
  /** passes over the checks, the first included */
  readonly passes: number;
  /** a cross-origin isolated page's timer is precise to 5 µs, another's to 100 µs */
  readonly isolated: boolean;
}

function time(check: TimedCheck): number {
  const started = performance.now();
  checkEmail(check.draft, check.context);
  return performance.now() - started;
}

/** Times each check in ms: the first alone, then all of them `passes` times (at least two). */
export function timeChecks(checks: readonly TimedCheck[], passes = 5): CheckTimings {
  const [head] = checks;
  const first = head ? time(head) : Number.NaN;
  const firstPass = checks.map(time);
  const best = checks.map(time);
  for (let pass = 3; pass <= passes; pass += 1) {
    checks.forEach((check, index) => {
      best[index] = Math.min(best[index] ?? Number.POSITIVE_INFINITY, time(check));
    });
  }
  return {
    first,
    firstPass,
    best,
    passes: Math.max(passes, 2),
    isolated: Reflect.get(globalThis, 'crossOriginIsolated') === true,
  };
}

/** Time in ms to create the first word segmenter of a page, which the checker's first call pays. */
export function timeSegmenterCreation(): number {
  const started = performance.now();
  const segmenter = new Intl.Segmenter('en', { granularity: 'word' });
  Array.from(segmenter.segment('One word.'));
  return performance.now() - started;
}
