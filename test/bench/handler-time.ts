import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { Readable } from 'node:stream';
import { performance } from 'node:perf_hooks';

import type { SettleableClient } from '../../functions/adapters/aws-client';

/** The time a function spent awaiting AWS (DynamoDB, SQS) since the last `reset()`. */
export interface AwaitedTimer {
  /** milliseconds with at least one request to AWS in flight (calls in flight together count once) */
  awaitedMs(): number;
  /** requests sent to AWS */
  calls(): number;
  reset(): void;
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/**
 * Times what a Lambda function waits for rather than computes: each request of the given clients
 * from when it leaves the SDK (serialized and signed) to when its whole answer has arrived (the
 * body is read into memory here, so the SDK's parsing and unmarshalling after it stay out of the
 * awaited time). The middleware sits on the innermost step, around the HTTP handler only;
 * everything the SDK, the entities and the queue adapter do around it is the caller's own time.
 * Add it before the clients' first request: a client that resolves its middleware once per
 * command (the SQS client) would not see it after.
 */
export function timeAwaited(...clients: readonly SettleableClient[]): AwaitedTimer {
  let inFlight = 0;
  let since = 0;
  let awaited = 0;
  let calls = 0;
  for (const client of clients) {
    // the two clients' stacks differ only in their input and output types, which this middleware does not read
    (client.middlewareStack as DynamoDBClient['middlewareStack']).add(
      (next) => async (args) => {
        if (inFlight === 0) since = performance.now();
        inFlight += 1;
        calls += 1;
        try {
          const result = await next(args);
          const response = result.response as { body?: unknown };
          if (response.body instanceof Readable) response.body = await readAll(response.body);
          return result;
        } finally {
          inFlight -= 1;
          if (inFlight === 0) awaited += performance.now() - since;
        }
      },
      { step: 'deserialize', priority: 'low', name: 'benchAwaitedTime' },
    );
  }
  return {
    awaitedMs: () => awaited + (inFlight > 0 ? performance.now() - since : 0),
    calls: () => calls,
    reset: () => {
      awaited = 0;
      calls = 0;
      if (inFlight > 0) since = performance.now();
    },
  };
}

export interface Percentiles {
  readonly p50: number;
  readonly p99: number;
  readonly requests: number;
}

/** p50 and p99 of a set of timings (nearest rank). */
export function percentiles(timings: readonly number[]): Percentiles {
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (fraction: number) =>
    sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;
  return { p50: at(0.5), p99: at(0.99), requests: sorted.length };
}

/** A handler's own time per request and the AWS requests it made, over requests run one at a time. */
export interface OwnTime extends Percentiles {
  /** AWS requests (DynamoDB, SQS) per handler request, on average */
  readonly awsCalls: number;
  /** the time awaiting AWS per handler request, p50 */
  readonly awaitedP50: number;
}

/**
 * Runs `count` requests one at a time and times each one's own time: from the call of `run` to its
 * answer, minus the time `timer` saw awaiting AWS.
 */
export async function measureOwnTime(timer: AwaitedTimer, count: number, run: (n: number) => Promise<void>): Promise<OwnTime> {
  const own: number[] = [];
  const awaited: number[] = [];
  let calls = 0;
  for (let n = 0; n < count; n += 1) {
    timer.reset();
    const started = performance.now();
    await run(n);
    const total = performance.now() - started;
    own.push(total - timer.awaitedMs());
    awaited.push(timer.awaitedMs());
    calls += timer.calls();
  }
  return { ...percentiles(own), awsCalls: calls / count, awaitedP50: percentiles(awaited).p50 };
}
