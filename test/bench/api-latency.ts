import { CreateTableCommand, DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';

import { companyRoutes, userRoutes } from '../../shared/api/routes';
import type { RouteDefinition } from '../../shared/api/route';
import { createDocumentClient } from '../../functions/adapters/dynamodb/client';
import { createTableInput } from '../../functions/adapters/dynamodb/table';
import { createAesSecretBox } from '../../functions/adapters/secrets/secret-box';
import { installRuntime } from '../../functions/composition/runtime';
import { startDynamoDbLocal } from '../../bin/local/dynamodb';
import { call, type CallOptions } from '../support/http';

export interface Percentiles {
  p50: number;
  p99: number;
  requests: number;
}

export interface LatencyResult extends Percentiles {
  concurrency: number;
  /** the same requests one at a time */
  sequential: Percentiles;
  /** DynamoDB Local alone: one GetItem per request at the same concurrency, the floor for any handler */
  storeOnly: Percentiles;
}

function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(index, 0)] ?? Number.NaN;
}

/**
 * Warm requests through the real handlers and middleware chain against DynamoDB Local: a mix of
 * `company.get` and `company.list` (page of 20) by a member of the instance, `concurrency` in flight.
 */
export async function measureApiLatency(requests = 2000, concurrency = 50): Promise<LatencyResult> {
  const dynamo = await startDynamoDbLocal();
  try {
    const raw = new DynamoDBClient({
      endpoint: dynamo.endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'bench', secretAccessKey: 'bench' },
    });
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
    const request = (n: number): [RouteDefinition, CallOptions] =>
      n % 2 === 0
        ? [companyRoutes.get, { identity, namespaceId, params: { id: ids[n % ids.length] ?? '' } }]
        : [companyRoutes.list, { identity, namespaceId, body: { limit: 20 } }];

    // warm-up: the JIT of DynamoDB Local and of Node, and the chain's caches
    for (let n = 0; n < 200; n += 1) await call(...request(n));
    await Promise.all(
      Array.from({ length: concurrency }, async (_, w) => {
        for (let n = 0; n < 20; n += 1) await call(...request(w * 20 + n));
      }),
    );

    async function timed(count: number, inFlight: number, run: (n: number) => Promise<void>): Promise<Percentiles> {
      const timings: number[] = [];
      let next = 0;
      async function worker(): Promise<void> {
        while (next < count) {
          const n = next;
          next += 1;
          const started = performance.now();
          await run(n);
          timings.push(performance.now() - started);
        }
      }
      await Promise.all(Array.from({ length: inFlight }, () => worker()));
      timings.sort((x, y) => x - y);
      return { p50: percentile(timings, 0.5), p99: percentile(timings, 0.99), requests: count };
    }
    async function handlerRequest(n: number): Promise<void> {
      const result = await call(...request(n));
      if (result.status !== 200) throw new Error(`Bench request failed with ${result.status}: ${JSON.stringify(result.body)}`);
    }
    const key = { pk: { S: `${namespaceId}#company` }, sk: { S: ids[0] ?? '' } };

    const concurrent = await timed(requests, concurrency, handlerRequest);
    const sequential = await timed(Math.min(requests, 500), 1, handlerRequest);
    const storeOnly = await timed(requests, concurrency, async () => {
      await raw.send(new GetItemCommand({ TableName: 'bench', Key: key }));
    });
    raw.destroy();
    return { ...concurrent, concurrency, sequential, storeOnly };
  } finally {
    await dynamo.stop();
  }
}
