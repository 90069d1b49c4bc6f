import { SQSClient, type SQSClientConfig } from '@aws-sdk/client-sqs';

import { queueUrlEnv } from '../../shared/platform/environment';
import type { QueueName } from '../../shared/platform/queues';
import { settleClient } from '../adapters/aws-client';
import { createSqsQueue } from '../adapters/sqs/sqs-queue';
import type { WorkQueue } from '../core/ports/queue';
import { requireEnv } from './environment';
import { requireNeed, type Wiring } from './wiring';

let sqs: SQSClient | undefined;

/**
 * The SQS client of a function that sends to a queue, with the SDK's per-request work that gives
 * the same answer each time done once: its middleware resolved once per command (nothing adds
 * middleware to it after it is made, and no command is sent with options of its own) and
 * `settleClient`'s signer and user agent (docs/architecture.md, Budgets). It does not hash each
 * message it sent again to compare with the MD5 SQS answers (`md5: false`): the request is signed
 * and goes over TLS, whose own integrity check covers the body both ways, and the consumers check
 * every message they take with their schema.
 */
export function createSqsClient(config: SQSClientConfig = {}): SQSClient {
  const client = new SQSClient({ cacheMiddleware: true, md5: false, ...config });
  settleClient(client);
  return client;
}

/**
 * The work queue `name`, for a function that declares sending to it: the runtime's in-process
 * queue (local stack, tests), else the SQS queue whose URL infra put in `<NAME>_QUEUE_URL`.
 */
export function workQueue<T>(wiring: Wiring, name: QueueName): WorkQueue<T> {
  requireNeed(wiring, wiring.fn.needs.queues?.includes(name), `the ${name} queue`);
  const local = wiring.overrides?.queues?.[name];
  if (local) return local;
  sqs ??= createSqsClient();
  return createSqsQueue<T>(sqs, requireEnv(queueUrlEnv(name)));
}
