import type { Context } from 'aws-lambda';

import type { JobDefinition } from '../../shared/platform/jobs';

/**
 * Whether an invocation of a scheduled job still has time to start a piece of work that may take
 * up to `safetyMs`: Lambda's own count of what is left, or, run without Lambda's context (the local
 * stack), what the job's timeout leaves since the invocation began.
 */
export function timeLeftFor(
  job: Pick<JobDefinition, 'timeoutSeconds'>,
  context: Context | undefined,
  safetyMs: number,
): () => boolean {
  const deadline = Date.now() + job.timeoutSeconds * 1000;
  const remaining = () => (context ? context.getRemainingTimeInMillis() : deadline - Date.now());
  return () => remaining() > safetyMs;
}
