import { SQSClient } from '@aws-sdk/client-sqs';

import { queueUrlEnv } from '../../shared/platform/environment';
import type { QueueName } from '../../shared/platform/queues';
import { createSqsQueue } from '../adapters/sqs/sqs-queue';
import type { WorkQueue } from '../core/ports/queue';
import { requireEnv } from './environment';
import { requireNeed, type Wiring } from './wiring';

let sqs: SQSClient | undefined;

/**
 * The work queue `name`, for a function that declares sending to it: the runtime's in-process
 * queue (local stack, tests), else the SQS queue whose URL infra put in `<NAME>_QUEUE_URL`.
 */
export function workQueue<T>(wiring: Wiring, name: QueueName): WorkQueue<T> {
  requireNeed(wiring, wiring.fn.needs.queues?.includes(name), `the ${name} queue`);
  const local = wiring.overrides?.queues?.[name];
  if (local) return local;
  sqs ??= new SQSClient({});
  return createSqsQueue<T>(sqs, requireEnv(queueUrlEnv(name)));
}
