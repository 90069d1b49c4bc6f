/**
 * What an API request costs in Lambda, where each request has an instance of its own: the handler's
 * own time (its middleware chain, ElectroDB and the SDK's work, without the wait for DynamoDB) and
 * the request end to end against DynamoDB Local, both one request at a time (docs/architecture.md,
 * Budgets). Many requests in flight in one Node process would time that process's queue for its one
 * CPU, which no Lambda instance has.
 */
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';

import { companyRoutes, userRoutes } from '../../shared/api/routes';
import type { RouteDefinition } from '../../shared/api/route';
import { createDocumentClient } from '../../functions/adapters/dynamodb/client';
import { createTableInput } from '../../functions/adapters/dynamodb/table';
import { createAesSecretBox } from '../../functions/adapters/secrets/secret-box';
import { installRuntime, uninstallRuntime } from '../../functions/composition/runtime';
import { lambdaContext } from '../../bin/local/lambda-runtime';
import { startDynamoDbLocal } from '../../bin/local/dynamodb';
import { apiEvent, call, loadHandler, type CallOptions } from '../support/http';
import { measureOwnTime, percentiles, timeAwaited, type OwnTime, type Percentiles } from './handler-time';

export interface ApiLatencyReport {
  /** the handler's own time per request, DynamoDB's wait taken out, by route */
  readonly own: { readonly get: OwnTime; readonly list: OwnTime };
  /** one request at a time through the handler and DynamoDB Local, the two routes alternating */
  readonly endToEnd: Percentiles;
}

/**
 * Warm requests through the real handlers and middleware chain against DynamoDB Local, one at a time:
 * `company.get` and `company.list` (a page of 20) by a member of the instance.
 */
export async function measureApiLatency(ownRequests = 1000, endToEndRequests = 500): Promise<ApiLatencyReport> {
  const dynamo = await startDynamoDbLocal();
  const raw = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'bench', secretAccessKey: 'bench' },
  });
  const timer = timeAwaited(raw);
  try {
    await raw.send(new CreateTableCommand(createTableInput('bench')));
    // production settings: the default membership cache
    installRuntime({
      documentClient: createDocumentClient(raw),
      tableName: 'bench',
      secretBox: createAesSecretBox(randomBytes(32)),
    });

    const identity = { sub: 'sub-bench', email: 'bench@acme.example' };
    const { body } = await call(userRoutes.authenticate, { identity });
    const namespaceId = (body as { defaultNamespaceId: string }).defaultNamespaceId;
    await call(userRoutes.acceptTerms, { identity, namespaceId });
    const ids: string[] = [];
    for (let n = 0; n < 20; n += 1) {
      const created = await call(companyRoutes.create, {
        identity,
        namespaceId,
        body: { name: `Company ${n}`, description: 'Mission.' },
      });
      ids.push((created.body as { id: string }).id);
    }
    const getRequest = (n: number): CallOptions => ({ identity, namespaceId, params: { id: ids[n % ids.length] ?? '' } });
    const listRequest: CallOptions = { identity, namespaceId, body: { limit: 20 } };
    const request = (n: number): [RouteDefinition, CallOptions] =>
      n % 2 === 0 ? [companyRoutes.get, getRequest(n)] : [companyRoutes.list, listRequest];
    const check = (status: number | undefined, body: unknown) => {
      if (status !== 200) throw new Error(`Bench request failed with ${String(status)}: ${JSON.stringify(body)}`);
    };

    // the handler as Lambda calls it: the event built beforehand, the answer as the handler returns it;
    // each route's warm-up (measureOwnTime) warms Node's JIT, DynamoDB Local's and the chain's caches
    // for the end-to-end run as well
    const own = async (route: RouteDefinition, options: (n: number) => CallOptions): Promise<OwnTime> => {
      const handler = await loadHandler(route);
      const events = Array.from({ length: ownRequests }, (_, n) => apiEvent(route, options(n)));
      const context = lambdaContext({ functionName: `reachwise-bench-${route.name}`, requestId: 'bench', timeoutMs: 900_000 });
      // the warm-up goes over the same events
      return measureOwnTime(timer, ownRequests, async (n) => {
        const event = events[n % events.length];
        if (!event) throw new Error(`No event ${n}`);
        const result = await handler(event, context);
        check(result.statusCode, result.body);
      });
    };
    const get = await own(companyRoutes.get, getRequest);
    const list = await own(companyRoutes.list, () => listRequest);

    const timings: number[] = [];
    for (let n = 0; n < endToEndRequests; n += 1) {
      const started = performance.now();
      const result = await call(...request(n));
      timings.push(performance.now() - started);
      check(result.status, result.body);
    }
    return { own: { get, list }, endToEnd: percentiles(timings) };
  } finally {
    uninstallRuntime();
    raw.destroy();
    await dynamo.stop();
  }
}

/** Within budget: own time p50 ≤ 1 ms and p99 ≤ 5 ms for each route; one at a time end to end p50 ≤ 5 ms. */
export function ownTimeWithinBudget(own: OwnTime): boolean {
  return own.p50 <= 1 && own.p99 <= 5;
}

export function describeOwnTime(name: string, own: OwnTime): string {
  return [
    `${name} CPU p50 ${own.cpu.p50.toFixed(2)} ms, p99 ${own.cpu.p99.toFixed(2)} ms, wall p50 ${own.p50.toFixed(2)} ms, p99 ${own.p99.toFixed(2)} ms`,
    `(${own.requests} requests after ${own.warmUp.requests} of warm-up, whose p50 was ${own.warmUp.p50.toFixed(2)} ms;`,
    `${own.awsCalls.toFixed(1)} AWS calls per request, awaited ${own.awaitedP50.toFixed(2)} ms p50, not counted)`,
  ].join(' ');
}

export function describeApiLatencyReport(report: ApiLatencyReport): string {
  const { own, endToEnd } = report;
  const verdict =
    ownTimeWithinBudget(own.get) && ownTimeWithinBudget(own.list) && endToEnd.p50 <= 5 ? 'within budget' : 'OVER BUDGET';
  return [
    `handler's own time, one at a time: ${describeOwnTime('company.get', own.get)}; ${describeOwnTime('company.list', own.list)};`,
    `end to end against DynamoDB Local, one at a time: p50 ${endToEnd.p50.toFixed(1)} ms, p99 ${endToEnd.p99.toFixed(1)} ms (${endToEnd.requests}); ${verdict}`,
  ].join(' ');
}
