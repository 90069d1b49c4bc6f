import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { Readable } from 'node:stream';
import { performance } from 'node:perf_hooks';

/** The time a client spent awaiting DynamoDB since the last `reset()`. */
export interface DynamoDbTimer {
  /** milliseconds with at least one request to DynamoDB in flight (calls in flight together count once) */
  awaitedMs(): number;
  /** requests sent to DynamoDB */
  calls(): number;
  reset(): void;
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/**
 * Times what a Lambda function waits for rather than computes: each request from when it leaves the
 * SDK (serialized and signed) to when its whole answer has arrived (the body is read into memory
 * here, so the SDK's parsing and unmarshalling after it stay out of the awaited time). The
 * middleware sits on the innermost step, around the HTTP handler only; everything the SDK and the
 * entities do around it is the caller's own time.
 */
export function timeDynamoDb(client: DynamoDBClient): DynamoDbTimer {
  let inFlight = 0;
  let since = 0;
  let awaited = 0;
  let calls = 0;
  client.middlewareStack.add(
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
    { step: 'deserialize', priority: 'low', name: 'benchDynamoDbTime' },
  );
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

/** A handler's own time per request and the DynamoDB requests it made, over requests run one at a time. */
export interface OwnTime extends Percentiles {
  /** DynamoDB requests per handler request, on average */
  readonly dynamoDbCalls: number;
  /** the time awaiting DynamoDB per request, p50 */
  readonly dynamoDbP50: number;
}

/**
 * Runs `count` requests one at a time and times each one's own time: from the call of `run` to its
 * answer, minus the time `timer` saw awaiting DynamoDB.
 */
export async function measureOwnTime(timer: DynamoDbTimer, count: number, run: (n: number) => Promise<void>): Promise<OwnTime> {
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
  return { ...percentiles(own), dynamoDbCalls: calls / count, dynamoDbP50: percentiles(awaited).p50 };
}
