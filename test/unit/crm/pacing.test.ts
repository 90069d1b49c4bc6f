import { describe, expect, it } from 'vitest';

import { createCrmPacer } from '../../../functions/core/crm/pacing';
import { CRM_RATE_LIMIT_WAIT_MS } from '../../../shared/domain/crm';

/** A clock that only moves when the pacer sleeps (or the test says), and the sleeps it was asked for. */
function fakeTime() {
  let now = 1_000;
  const sleeps: number[] = [];
  return {
    sleeps,
    clock: () => now,
    advance: (ms: number) => (now += ms),
    sleep: (ms: number) => {
      sleeps.push(ms);
      now += ms;
      return Promise.resolve();
    },
  };
}

describe('createCrmPacer', () => {
  it('keeps the calls to one CRM account 100 ms apart, and lets another account call at once', async () => {
    const time = fakeTime();
    const pace = createCrmPacer(time.sleep, time.clock);

    await pace('ns-a#HUBSPOT');
    await pace('ns-a#HUBSPOT');
    time.advance(30);
    await pace('ns-a#HUBSPOT');
    await pace('ns-b#HUBSPOT');

    expect(time.sleeps).toEqual([CRM_RATE_LIMIT_WAIT_MS, CRM_RATE_LIMIT_WAIT_MS - 30]);
  });

  it('waits nothing when the last call is long enough ago', async () => {
    const time = fakeTime();
    const pace = createCrmPacer(time.sleep, time.clock);

    await pace('ns-a#SALESFORCE');
    time.advance(500);
    await pace('ns-a#SALESFORCE');

    expect(time.sleeps).toEqual([]);
  });

  it('queues calls made at once one after another', async () => {
    const time = fakeTime();
    const pending: number[] = [];
    const pace = createCrmPacer((ms) => {
      pending.push(ms);
      return Promise.resolve();
    }, time.clock);

    await Promise.all([pace('k'), pace('k'), pace('k')]);

    expect(pending).toEqual([CRM_RATE_LIMIT_WAIT_MS, 2 * CRM_RATE_LIMIT_WAIT_MS]);
  });
});
