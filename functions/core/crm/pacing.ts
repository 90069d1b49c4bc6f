import { CRM_RATE_LIMIT_WAIT_MS } from '../../../shared/domain/crm';

/** Waits `ms` milliseconds. */
export type Sleep = (ms: number) => Promise<void>;

export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Keeps the calls to each CRM account at least CRM_RATE_LIMIT_WAIT_MS apart (the product's wait), within a
 * container: `await pace(key)` before each call, where `key` names the instance and CRM. Calls
 * from other containers are kept in check by the CRM's own 429s, which put the page back.
 */
export function createCrmPacer(sleep: Sleep = realSleep, clock: () => number = Date.now) {
  const lastCall = new Map<string, number>();
  return async function pace(key: string): Promise<void> {
    const previous = lastCall.get(key);
    const wait = previous === undefined ? 0 : previous + CRM_RATE_LIMIT_WAIT_MS - clock();
    // the slot is taken before waiting, so two calls at once wait one after the other
    lastCall.set(key, clock() + Math.max(0, wait));
    if (wait > 0) await sleep(wait);
  };
}

export type CrmPacer = ReturnType<typeof createCrmPacer>;
