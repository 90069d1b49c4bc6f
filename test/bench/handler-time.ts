import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { Readable } from 'node:stream';
import { performance } from 'node:perf_hooks';

import type { SettleableClient } from '../../functions/adapters/aws-client';

/** CPU time this process has used (all its threads, user and system), in milliseconds. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** The time a function spent awaiting AWS (DynamoDB, SQS) since the last `reset()`. */
export interface AwaitedTimer {
  /** milliseconds with at least one request to AWS in flight (calls in flight together count once) */
  awaitedMs(): number;
  /** the CPU time the process used meanwhile (the SDK's socket writes and reads) */
  awaitedCpuMs(): number;
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
  let cpuSince = 0;
  let awaited = 0;
  let awaitedCpu = 0;
  let calls = 0;
  for (const client of clients) {
    // the two clients' stacks differ only in their input and output types, which this middleware does not read
    (client.middlewareStack as DynamoDBClient['middlewareStack']).add(
      (next) => async (args) => {
        if (inFlight === 0) {
          since = performance.now();
          cpuSince = cpuMs();
        }
        inFlight += 1;
        calls += 1;
        try {
          const result = await next(args);
          const response = result.response as { body?: unknown };
          if (response.body instanceof Readable) response.body = await readAll(response.body);
          return result;
        } finally {
          inFlight -= 1;
          // the CPU first: reading it is a system call, where the process may yield the core, and
          // that time belongs to the wait, not to the handler
          if (inFlight === 0) {
            awaitedCpu += cpuMs() - cpuSince;
            awaited += performance.now() - since;
          }
        }
      },
      { step: 'deserialize', priority: 'low', name: 'benchAwaitedTime' },
    );
  }
  return {
    awaitedMs: () => awaited + (inFlight > 0 ? performance.now() - since : 0),
    awaitedCpuMs: () => awaitedCpu + (inFlight > 0 ? cpuMs() - cpuSince : 0),
    calls: () => calls,
    reset: () => {
      awaited = 0;
      awaitedCpu = 0;
      calls = 0;
      if (inFlight > 0) {
        since = performance.now();
        cpuSince = cpuMs();
      }
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
  /** the CPU time the process spent on each request outside its AWS requests: p50 and p99 */
  readonly cpu: { readonly p50: number; readonly p99: number };
  /** AWS requests (DynamoDB, SQS) per handler request, on average */
  readonly awsCalls: number;
  /** the time awaiting AWS per handler request, p50 */
  readonly awaitedP50: number;
  /** the requests the handler served before it was timed, and their own time's p50 (wall) */
  readonly warmUp: { readonly requests: number; readonly p50: number };
}

/** Requests a handler serves before it is timed: see `measureOwnTime`. */
export const OWN_TIME_WARM_UP = 2000;

/**
 * Runs `count` requests one at a time and times each one's own time: from the call of `run` to its
 * answer, minus the time `timer` saw awaiting AWS; and the CPU time the process used over the same
 * span, minus what it used while AWS was awaited.
 *
 * The handler first serves `warmUp` requests (`run(0)` to `run(warmUp - 1)`), timed apart: the
 * figures are those of an instance in its steady state, as an instance serving a route's traffic
 * is after its first requests. V8 compiles a function to optimized code only once it has run often,
 * and the request path (the SDK's middleware, ElectroDB, the chain) is long: on the bench's machine
 * `company.get`'s own time falls from about 1.5 ms over its first 250 requests to about 0.7 ms by
 * the 2,000th and changes little after. The warm-up's p50 is reported beside the steady figures.
 *
 * Both figures are kept because the bench's machine is shared: the wall time holds the time the
 * process waited for a core while other processes (DynamoDB Local's among them) ran, which a Lambda
 * instance, given its CPU share alone, does not wait; the CPU time is the handler's work only,
 * garbage collection included (all the process's threads count).
 */
export async function measureOwnTime(
  timer: AwaitedTimer,
  count: number,
  run: (n: number) => Promise<void>,
  warmUp = OWN_TIME_WARM_UP,
): Promise<OwnTime> {
  const warming: number[] = [];
  for (let n = 0; n < warmUp; n += 1) {
    timer.reset();
    const started = performance.now();
    await run(n);
    warming.push(performance.now() - started - timer.awaitedMs());
  }
  const own: number[] = [];
  const ownCpu: number[] = [];
  const awaited: number[] = [];
  let calls = 0;
  for (let n = 0; n < count; n += 1) {
    timer.reset();
    const cpuStarted = cpuMs();
    const started = performance.now();
    await run(n);
    const total = performance.now() - started;
    const totalCpu = cpuMs() - cpuStarted;
    own.push(total - timer.awaitedMs());
    ownCpu.push(totalCpu - timer.awaitedCpuMs());
    awaited.push(timer.awaitedMs());
    calls += timer.calls();
  }
  const cpu = percentiles(ownCpu);
  return {
    ...percentiles(own),
    cpu: { p50: cpu.p50, p99: cpu.p99 },
    awsCalls: calls / count,
    awaitedP50: percentiles(awaited).p50,
    warmUp: { requests: warmUp, p50: percentiles(warming).p50 },
  };
}
