import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import type { TokenBudget, TokenGrant } from '../../core/ports/token-budget';
import { tokenBudgetEntity } from './entities/token-budget';
import { isConditionalCheckFailure } from './errors';

interface TokenBudgetOptions {
  /** the bucket's name: one per model key (every writer using the key shares it) */
  readonly name: string;
  /** the model's limit; the bucket holds one minute of it and refills continuously */
  readonly tokensPerMinute: number;
  readonly now?: () => Date;
  /** rounds of read-and-swap before a busy bucket answers "wait" (default 8) */
  readonly maxAttempts?: number;
  /**
   * Tokens of this many milliseconds of refill are held back from the bucket's capacity (default 0).
   * The model's own limiter starts counting a call when it arrives, up to a second after the grant,
   * so a full bucket spent at once would otherwise run a little ahead of it.
   */
  readonly reserveMs?: number;
}

const MINUTE_MS = 60_000;

/**
 * The shared token budget as one DynamoDB item: a token bucket taken with optimistic
 * compare-and-swap writes (the new level is written only if the level read is still there), so
 * any number of workers at once never grant more than the bucket holds. What a call did not use
 * goes back with the next take of the same process (a worker takes once per message), in the same
 * write, or at once when that take must wait; what it used beyond its estimate is taken when it
 * settles. So the bucket follows real usage, never above it. A process's takes go one after another
 * (a worker writes a batch's messages at once): they would otherwise read the same level and all but
 * one swap fail, each failure a write unit spent and a round lost, and a batch of them could use up
 * its rounds against itself and put a message back for nothing.
 */
export function createDynamoTokenBudget(client: DynamoDBDocumentClient, table: string, options: TokenBudgetOptions): TokenBudget {
  if (!(options.tokensPerMinute > 0)) throw new Error('tokensPerMinute must be a positive number.');
  const bucket = tokenBudgetEntity(client, table);
  const now = options.now ?? (() => new Date());
  const perMs = options.tokensPerMinute / MINUTE_MS;
  const capacity = Math.max(1, options.tokensPerMinute - Math.ceil(perMs * (options.reserveMs ?? 0)));
  const maxAttempts = options.maxAttempts ?? 8;
  const key = { name: options.name };

  // what this process's calls did not use, given back with its next take: one write less per call,
  // and the bucket is only ever lower than the truth meanwhile (it never grants more)
  let owed = 0;
  // the process's takes, chained: the next starts when the one before has its answer
  let taking: Promise<unknown> = Promise.resolve();

  async function add(tokens: number): Promise<void> {
    // an atomic ADD: concurrent takers see it on their next read (their swap fails and reads again)
    await bucket.update(key).add({ tokens }).go({ response: 'none' });
  }

  async function settle(granted: number, used: number): Promise<void> {
    const back = granted - Math.max(0, used);
    if (back > 0) owed += back;
    // what a call used beyond its estimate is taken at once
    else if (back < 0) await add(back);
  }

  async function take(estimatedTokens: number): Promise<TokenGrant | { retryAfterMs: number }> {
    // a call larger than the bucket could never be granted: it waits for a full bucket instead
    const wanted = Math.min(Math.max(1, Math.ceil(estimatedTokens)), capacity);
    for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
      const { data: current } = await bucket.get(key).go({ consistent: true });
      // read after the item: a worker whose clock read came before another's write must not move
      // the bucket's time back (and be credited the same refill twice)
      const at = Math.max(now().getTime(), current?.updatedAt ?? 0);
      const refilled = current ? current.tokens + Math.max(0, at - current.updatedAt) * perMs : capacity;
      // taken from what is owed now, with no await in between: what a call of this process settles
      // meanwhile stays owed for the next take, and no tokens go back twice
      const folded = owed;
      owed = 0;
      const level = Math.min(capacity, refilled + folded);
      if (level < wanted) {
        // the tokens owed go back now, for the workers that do not wait
        if (folded > 0) await add(folded);
        return { retryAfterMs: Math.ceil((wanted - level) / perMs) };
      }
      try {
        if (current) {
          await bucket
            .patch(key)
            .set({ tokens: level - wanted, updatedAt: at })
            .where(({ tokens, updatedAt }, { eq }) => `${eq(tokens, current.tokens)} AND ${eq(updatedAt, current.updatedAt)}`)
            .go({ response: 'none' });
        } else {
          await bucket.create({ name: options.name, tokens: level - wanted, updatedAt: at }).go({ response: 'none' });
        }
      } catch (error) {
        owed += folded;
        // another worker took from the bucket between our read and our write: read again
        if (isConditionalCheckFailure(error)) continue;
        throw error;
      }
      const grant: TokenGrant = { tokens: wanted, settle: (used) => settle(wanted, used) };
      return grant;
    }
    // the bucket is contended this very moment: come back shortly rather than spin
    return { retryAfterMs: 250 };
  }

  return {
    acquire(estimatedTokens) {
      const answer = taking.then(() => take(estimatedTokens));
      // a take that throws fails its own caller only, not the takes queued after it
      taking = answer.catch(() => undefined);
      return answer;
    },
  };
}
