import { describe, expect, it } from 'vitest';

import { createDynamoTokenBudget } from '../../../functions/adapters/dynamodb/token-budget';
import type { TokenGrant } from '../../../functions/core/ports/token-budget';
import { useTestTable } from '../../support/table-per-file';

const table = useTestTable();

/** A clock the test moves by hand. */
function manualClock(start = Date.parse('2026-03-01T10:00:00.000Z')) {
  let at = start;
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

const isGrant = (answer: TokenGrant | { retryAfterMs: number }): answer is TokenGrant => 'settle' in answer;

describe('the shared token budget', () => {
  it('holds back the refill of reserveMs from its capacity, so it never runs ahead of the model', async () => {
    const clock = manualClock();
    const budget = createDynamoTokenBudget(table.client, table.tableName, {
      name: 'reserve',
      tokensPerMinute: 60_000,
      reserveMs: 2_000,
      now: clock.now,
    });
    // 60,000 less 2 s of refill at 1,000 a second: 58,000
    expect(isGrant(await budget.acquire(58_000))).toBe(true);
    expect(await budget.acquire(1_000)).toEqual({ retryAfterMs: 1_000 });
  });

  it('never moves the bucket back in time when a slower worker read the clock before another wrote', async () => {
    const clock = manualClock();
    const early = createDynamoTokenBudget(table.client, table.tableName, {
      name: 'skew',
      tokensPerMinute: 60_000,
      now: () => new Date(clock.now().getTime() - 5_000),
    });
    const budget = createDynamoTokenBudget(table.client, table.tableName, {
      name: 'skew',
      tokensPerMinute: 60_000,
      now: clock.now,
    });
    expect(isGrant(await budget.acquire(30_000))).toBe(true);
    // the early clock is 5 s behind: its take must not date the bucket back and credit those 5 s again
    expect(isGrant(await early.acquire(1_000))).toBe(true);
    expect(await budget.acquire(34_000)).toEqual({ retryAfterMs: 5_000 });
  });

  it('grants up to a minute of tokens, then says how long to wait for what was asked', async () => {
    const clock = manualClock();
    const budget = createDynamoTokenBudget(table.client, table.tableName, {
      name: 'refill',
      tokensPerMinute: 60_000,
      now: clock.now,
    });

    const grants = [await budget.acquire(25_000), await budget.acquire(25_000)];
    const refused = await budget.acquire(20_000);
    clock.advance(10_000);
    const later = await budget.acquire(20_000);

    expect(grants.every(isGrant)).toBe(true);
    // 10,000 left; 20,000 wanted at 1,000 a second
    expect(refused).toEqual({ retryAfterMs: 10_000 });
    expect(isGrant(later)).toBe(true);
  });

  it('never grants more than the bucket holds when many workers take at once', async () => {
    const clock = manualClock();
    const budget = (name: string) =>
      createDynamoTokenBudget(table.client, table.tableName, { name, tokensPerMinute: 50_000, now: clock.now, maxAttempts: 50 });
    const workers = Array.from({ length: 20 }, () => budget('concurrent'));

    const answers = await Promise.all(workers.map((worker) => worker.acquire(5_000)));

    const granted = answers.filter(isGrant);
    expect(granted.reduce((sum, grant) => sum + grant.tokens, 0)).toBe(50_000);
    expect(answers.filter((answer) => !isGrant(answer))).toHaveLength(10);
  });

  it('takes back what a call did not use, and takes what it used beyond its estimate', async () => {
    const clock = manualClock();
    const budget = createDynamoTokenBudget(table.client, table.tableName, {
      name: 'settle',
      tokensPerMinute: 10_000,
      now: clock.now,
    });

    const first = await budget.acquire(8_000);
    if (!isGrant(first)) throw new Error('the first call should be granted');
    await first.settle(3_000);
    const second = await budget.acquire(7_000);
    if (!isGrant(second)) throw new Error('the unused 5,000 should be back');
    await second.settle(10_000);
    const third = await budget.acquire(1_000);

    // 10,000 − 3,000 − 10,000 = −3,000: 4,000 short at 10,000 a minute
    expect(third).toEqual({ retryAfterMs: 24_000 });
  });

  it("gives back what a call did not use with the same worker's next take, or at once when that take must wait", async () => {
    const clock = manualClock();
    const options = { name: 'give-back', tokensPerMinute: 10_000, now: clock.now };
    const worker = createDynamoTokenBudget(table.client, table.tableName, options);
    const other = createDynamoTokenBudget(table.client, table.tableName, options);

    const first = await worker.acquire(8_000);
    if (!isGrant(first)) throw new Error('the first call should be granted');
    await first.settle(3_000);
    // the 5,000 unused are the worker's to give back: the bucket shows 2,000, never more than is left
    expect(await other.acquire(4_000)).toEqual({ retryAfterMs: 12_000 });
    const next = await worker.acquire(6_000);
    if (!isGrant(next)) throw new Error("the worker's next take should have the 5,000 back");
    await next.settle(6_000);
    // 2,000 + 5,000 − 6,000: 1,000 left
    expect(await other.acquire(2_000)).toEqual({ retryAfterMs: 6_000 });

    const spare = await worker.acquire(1_000);
    if (!isGrant(spare)) throw new Error('the last 1,000 should be granted');
    await spare.settle(0);
    // the worker must wait for 5,000 and gives its unused 1,000 back at once: the other worker has it
    expect(await worker.acquire(5_000)).toEqual({ retryAfterMs: 24_000 });
    expect(isGrant(await other.acquire(1_000))).toBe(true);
  });

  it("takes for a worker's concurrent calls one after another, none refused by another's swap, each unused token given back once", async () => {
    const clock = manualClock();
    // one round each: a take whose swap lost to a sibling's would be told to wait
    const options = { name: 'one-process', tokensPerMinute: 10_000, now: clock.now, maxAttempts: 1 };
    const worker = createDynamoTokenBudget(table.client, table.tableName, options);
    const other = createDynamoTokenBudget(table.client, table.tableName, options);

    const first = await worker.acquire(6_000);
    if (!isGrant(first)) throw new Error('the first call should be granted');
    await first.settle(1_000);
    // a batch's five calls at once: the bucket's 4,000 and the 5,000 owed, each given back once
    const answers = await Promise.all(Array.from({ length: 5 }, () => worker.acquire(1_800)));

    expect(answers.map(isGrant)).toEqual([true, true, true, true, true]);
    // nothing is left: 600 tokens are 3.6 s of refill away
    expect(await other.acquire(600)).toEqual({ retryAfterMs: 3_600 });
  });

  it('waits for a full bucket for a call larger than the whole minute', async () => {
    const clock = manualClock();
    const budget = createDynamoTokenBudget(table.client, table.tableName, {
      name: 'large',
      tokensPerMinute: 1_000,
      now: clock.now,
    });

    const answer = await budget.acquire(5_000);

    expect(answer).toMatchObject({ tokens: 1_000 });
  });
});
