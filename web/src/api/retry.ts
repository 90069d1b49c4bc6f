import { ApiError } from './client';

/** Statuses worth another try: rate limited or a passing server fault; 0 is an unreachable server. */
const RETRIED_STATUSES: ReadonlySet<number> = new Set([0, 429, 500, 502, 503, 504]);
export const MAX_RETRIES = 2;

/** TanStack Query's retry rule: transient failures are tried again, a refusal or a bad request never. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && error instanceof ApiError && RETRIED_STATUSES.has(error.status);
}
