import type { Context, SQSBatchResponse, SQSEvent, SQSMessageAttributes, SQSRecord } from 'aws-lambda';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';

import { DeadLetterFile } from './queue-dead-letter-file';
import type { MessageAttributeInput } from './queue-message';
import { md5OfBody, md5OfMessageAttributes, messageSize, toMessageAttributes } from './queue-message';
import type { Clock, LocalLog, TimerHandle } from './queue-runtime';
import { backoffDelay, createLocalLog, errorMessage, settleWithin, systemClock } from './queue-runtime';
import { importHandler, lambdaContext } from './lambda-runtime';
import type { QueueName } from '../../shared/platform/queues';
import type { WorkQueue } from '../../functions/core/ports/queue';

/** The consumer of a queue: the worker's Lambda handler. */
export type SqsHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse | void | null | undefined>;

/** Why a receive did not end in a delete, when the handler named no reason. */
export const REPORTED_FAILURE = 'reported in batchItemFailures';

export interface LocalQueueOptions {
  /** the queue's name, used in its ARN and in log lines */
  readonly name: string;
  readonly handler: SqsHandler;
  /** at most this many records per event (the event source's batch size) */
  readonly batchSize: number;
  /** receives before a message moves to the dead letters (the redrive policy's maxReceiveCount) */
  readonly maxReceiveCount: number;
  /** a batch still running after this long counts as failed, as a Lambda timeout does (default 30 s) */
  readonly timeoutMs?: number;
  /**
   * How long a failed message stays invisible before its next receive: `backoffBaseMs` after the
   * first failure, doubling with each further one, capped at `backoffMaxMs`. This stands in for the
   * queue's visibility timeout, which would make local retries wait minutes. Defaults 1 s and 60 s.
   */
  readonly backoffBaseMs?: number;
  readonly backoffMaxMs?: number;
  /** batches handled at the same time (default 1) */
  readonly concurrency?: number;
  /** the largest message accepted, body and attributes (default 262,144 bytes, the SQS default) */
  readonly maxMessageBytes?: number;
  /** dead letters are appended here as JSON lines and read back on start, e.g. `.local/dead-letters/<name>.jsonl` */
  readonly deadLetterFile?: string;
  readonly clock?: Clock;
  readonly log?: LocalLog;
}

interface SendOptions {
  /** the message stays invisible this long after it is sent (SQS DelaySeconds, at most 900) */
  readonly delaySeconds?: number;
}

/** A message that failed `maxReceiveCount` receives, as kept in the dead letters. */
interface QueueDeadLetter {
  readonly queue: string;
  readonly messageId: string;
  readonly body: string;
  readonly messageAttributes: SQSMessageAttributes;
  readonly receiveCount: number;
  readonly lastError: string;
  readonly sentAt: string;
  readonly firstReceivedAt: string;
  readonly deadLetteredAt: string;
}

interface QueueStats {
  /** messages that can be received now */
  readonly visible: number;
  /** messages waiting for a delay or a retry backoff */
  readonly delayed: number;
  /** messages in a batch a handler is working on */
  readonly inFlight: number;
  readonly deadLetters: number;
}

interface StoredMessage {
  readonly messageId: string;
  readonly body: string;
  readonly md5OfBody: string;
  readonly messageAttributes: SQSMessageAttributes;
  readonly md5OfMessageAttributes: string | undefined;
  readonly sentTimestamp: number;
  firstReceiveTimestamp: number | undefined;
  receiveCount: number;
  visibleAt: number;
  receiptHandle: string;
}

interface Batch {
  readonly messages: readonly StoredMessage[];
  readonly done: Promise<void>;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const MAX_DELAY_SECONDS = 900;

/**
 * An SQS queue with its Lambda event source, in process. Messages are delivered to the handler as
 * the `SQSEvent` Lambda builds, at most `batchSize` records per event. With partial batch responses
 * only the records named in `batchItemFailures` are retried; a handler that throws or times out
 * fails the whole batch; an answer naming an unknown or empty id fails the whole batch too, as it
 * does in Lambda. A failed message comes back after an exponential backoff, and after
 * `maxReceiveCount` receives it moves to the dead letters: logged, kept in memory, appended to
 * `deadLetterFile` if one is given, and movable back with `redrive()`.
 */
export class LocalQueue {
  readonly name: string;
  readonly arn: string;
  private readonly handler: SqsHandler;
  private readonly batchSize: number;
  private readonly maxReceiveCount: number;
  private readonly timeoutMs: number;
  private readonly backoffBaseMs: number;
  private readonly backoffMaxMs: number;
  private readonly concurrency: number;
  private readonly maxMessageBytes: number;
  private readonly clock: Clock;
  private readonly log: LocalLog;
  private readonly file: DeadLetterFile<QueueDeadLetter> | undefined;

  private waiting: StoredMessage[] = [];
  private readonly inFlight = new Set<Batch>();
  private dead: QueueDeadLetter[] = [];
  private running = false;
  private wake: { readonly at: number; readonly timer: TimerHandle } | undefined;
  private idleWaiters: (() => void)[] = [];

  constructor(options: LocalQueueOptions) {
    if (!Number.isInteger(options.batchSize) || options.batchSize < 1 || options.batchSize > 10_000) {
      throw new Error(`Queue ${options.name}: batchSize must be an integer from 1 to 10,000.`);
    }
    if (!Number.isInteger(options.maxReceiveCount) || options.maxReceiveCount < 1) {
      throw new Error(`Queue ${options.name}: maxReceiveCount must be a positive integer.`);
    }
    this.name = options.name;
    this.arn = `arn:aws:sqs:local:000000000000:${options.name}`;
    this.handler = options.handler;
    this.batchSize = options.batchSize;
    this.maxReceiveCount = options.maxReceiveCount;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.backoffBaseMs = options.backoffBaseMs ?? 1000;
    this.backoffMaxMs = options.backoffMaxMs ?? 60_000;
    this.concurrency = options.concurrency ?? 1;
    this.maxMessageBytes = options.maxMessageBytes ?? 262_144;
    this.clock = options.clock ?? systemClock;
    this.log = options.log ?? createLocalLog();
    if (options.deadLetterFile) {
      this.file = new DeadLetterFile<QueueDeadLetter>(options.deadLetterFile);
      this.dead = this.file.read((line, error) =>
        this.log.warn('unreadable dead-letter line skipped', { queue: this.name, file: options.deadLetterFile, line, error }),
      );
    }
  }

  /**
   * Queues a message; an object body is sent as its JSON. Returns the message id. Messages sent
   * while the queue is stopped wait for `start()`.
   */
  send(body: string | object, attributes?: Readonly<Record<string, MessageAttributeInput>>, options: SendOptions = {}): string {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    if (text.length === 0) throw new Error(`Queue ${this.name}: a message body cannot be empty.`);
    const messageAttributes = toMessageAttributes(attributes);
    const size = messageSize(text, messageAttributes);
    if (size > this.maxMessageBytes) {
      throw new Error(`Queue ${this.name}: the message is ${size} bytes; the queue accepts at most ${this.maxMessageBytes}.`);
    }
    const delaySeconds = options.delaySeconds ?? 0;
    if (!Number.isInteger(delaySeconds) || delaySeconds < 0 || delaySeconds > MAX_DELAY_SECONDS) {
      throw new Error(`Queue ${this.name}: delaySeconds must be an integer from 0 to ${MAX_DELAY_SECONDS}.`);
    }
    const now = this.clock.now();
    const message: StoredMessage = {
      messageId: randomUUID(),
      body: text,
      md5OfBody: md5OfBody(text),
      messageAttributes,
      md5OfMessageAttributes: md5OfMessageAttributes(messageAttributes),
      sentTimestamp: now,
      firstReceiveTimestamp: undefined,
      receiveCount: 0,
      visibleAt: now + delaySeconds * 1000,
      receiptHandle: '',
    };
    this.waiting.push(message);
    this.wakeAt(message.visibleAt);
    return message.messageId;
  }

  /** Starts delivering messages to the handler. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.wakeAt(this.clock.now());
  }

  /** Stops delivering and resolves once every batch in flight has finished (or timed out). Queued messages are kept. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.wake) this.clock.clearTimeout(this.wake.timer);
    this.wake = undefined;
    await Promise.all([...this.inFlight].map((batch) => batch.done));
  }

  /** Resolves when nothing is queued, delayed or in flight (dead letters aside). */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  stats(): QueueStats {
    const now = this.clock.now();
    const visible = this.waiting.filter((message) => message.visibleAt <= now).length;
    let inFlight = 0;
    for (const batch of this.inFlight) inFlight += batch.messages.length;
    return { visible, delayed: this.waiting.length - visible, inFlight, deadLetters: this.dead.length };
  }

  /** The dead letters, oldest first, each with the error of its last receive. */
  deadLetters(): readonly QueueDeadLetter[] {
    return [...this.dead];
  }

  /**
   * Moves dead letters back to the queue (all of them, or those with the given ids) with their
   * receive count reset, as an SQS redrive does. Returns how many were moved.
   */
  redrive(messageIds?: readonly string[]): number {
    const wanted = messageIds ? new Set(messageIds) : undefined;
    const moving = this.dead.filter((letter) => !wanted || wanted.has(letter.messageId));
    if (moving.length === 0) return 0;
    this.dead = this.dead.filter((letter) => !moving.includes(letter));
    const now = this.clock.now();
    for (const letter of moving) {
      this.waiting.push({
        messageId: letter.messageId,
        body: letter.body,
        md5OfBody: md5OfBody(letter.body),
        messageAttributes: letter.messageAttributes,
        md5OfMessageAttributes: md5OfMessageAttributes(letter.messageAttributes),
        sentTimestamp: now,
        firstReceiveTimestamp: undefined,
        receiveCount: 0,
        visibleAt: now,
        receiptHandle: '',
      });
    }
    this.persist(() => this.file?.write(this.dead));
    this.log.info('dead letters redriven', { queue: this.name, messages: moving.length });
    this.wakeAt(now);
    return moving.length;
  }

  private wakeAt(at: number): void {
    if (!this.running) return;
    if (this.wake && this.wake.at <= at) return;
    if (this.wake) this.clock.clearTimeout(this.wake.timer);
    const timer = this.clock.setTimeout(
      () => {
        this.wake = undefined;
        this.poll();
      },
      Math.max(0, at - this.clock.now()),
    );
    this.wake = { at, timer };
  }

  /** Receives as many batches as free slots allow, then sleeps until the next message becomes visible. */
  private poll(): void {
    if (!this.running) return;
    while (this.inFlight.size < this.concurrency) {
      const batch = this.receive();
      if (batch.length === 0) break;
      this.deliver(batch);
    }
    if (this.inFlight.size < this.concurrency) {
      let next = Infinity;
      for (const message of this.waiting) next = Math.min(next, message.visibleAt);
      if (Number.isFinite(next)) this.wakeAt(next);
    }
  }

  /** Takes up to `batchSize` visible messages off the queue, oldest first. */
  private receive(): StoredMessage[] {
    const now = this.clock.now();
    const taken: number[] = [];
    for (let index = 0; index < this.waiting.length && taken.length < this.batchSize; index += 1) {
      if ((this.waiting[index] as StoredMessage).visibleAt <= now) taken.push(index);
    }
    const batch = taken.map((index) => this.waiting[index] as StoredMessage);
    for (const index of taken.reverse()) this.waiting.splice(index, 1);
    return batch;
  }

  private deliver(messages: StoredMessage[]): void {
    const now = this.clock.now();
    for (const message of messages) {
      message.receiveCount += 1;
      message.firstReceiveTimestamp ??= now;
      message.receiptHandle = randomBytes(48).toString('base64');
    }
    const event: SQSEvent = { Records: messages.map((message) => this.toRecord(message)) };
    const context = lambdaContext({
      functionName: `reachwise-local-${this.name}-consumer`,
      deadline: now + this.timeoutMs,
      now: () => this.clock.now(),
    });
    const done = settleWithin(() => this.handler(event, context), this.timeoutMs, this.clock)
      .then((outcome) => {
        this.inFlight.delete(batch);
        this.settle(messages, outcome.ok ? failedIds(outcome.value, messages) : { all: outcome.error });
        this.poll();
        this.notifyIfIdle();
      })
      .catch((error: unknown) => {
        // a fault in the queue's own bookkeeping must neither go unnoticed nor stop the process
        this.log.error('queue bookkeeping failed', { queue: this.name, error: errorMessage(error) });
      });
    const batch: Batch = { messages, done };
    this.inFlight.add(batch);
  }

  private toRecord(message: StoredMessage): SQSRecord {
    return {
      messageId: message.messageId,
      receiptHandle: message.receiptHandle,
      body: message.body,
      attributes: {
        ApproximateReceiveCount: String(message.receiveCount),
        SentTimestamp: String(message.sentTimestamp),
        SenderId: '000000000000',
        ApproximateFirstReceiveTimestamp: String(message.firstReceiveTimestamp),
      },
      messageAttributes: message.messageAttributes,
      md5OfBody: message.md5OfBody,
      ...(message.md5OfMessageAttributes ? { md5OfMessageAttributes: message.md5OfMessageAttributes } : {}),
      eventSource: 'aws:sqs',
      eventSourceARN: this.arn,
      awsRegion: 'local',
    };
  }

  private settle(messages: readonly StoredMessage[], failures: Failures): void {
    const now = this.clock.now();
    if ('all' in failures) {
      this.log.warn('batch failed', { queue: this.name, messages: messages.length, error: failures.all });
    }
    for (const message of messages) {
      const reason = 'all' in failures ? failures.all : failures.ids.has(message.messageId) ? REPORTED_FAILURE : undefined;
      if (reason === undefined) continue;
      if (message.receiveCount >= this.maxReceiveCount) {
        this.deadLetter(message, reason, now);
        continue;
      }
      const retryInMs = backoffDelay(message.receiveCount, this.backoffBaseMs, this.backoffMaxMs);
      message.visibleAt = now + retryInMs;
      this.waiting.push(message);
      this.log.info('message will be retried', {
        queue: this.name,
        messageId: message.messageId,
        receiveCount: message.receiveCount,
        retryInMs,
        reason,
      });
    }
  }

  private deadLetter(message: StoredMessage, reason: string, now: number): void {
    const letter: QueueDeadLetter = {
      queue: this.name,
      messageId: message.messageId,
      body: message.body,
      messageAttributes: message.messageAttributes,
      receiveCount: message.receiveCount,
      lastError: reason,
      sentAt: new Date(message.sentTimestamp).toISOString(),
      firstReceivedAt: new Date(message.firstReceiveTimestamp ?? now).toISOString(),
      deadLetteredAt: new Date(now).toISOString(),
    };
    this.dead.push(letter);
    this.persist(() => this.file?.append(letter));
    this.log.error('message moved to dead letters', {
      queue: this.name,
      messageId: message.messageId,
      receiveCount: message.receiveCount,
      reason,
    });
  }

  /** Writes the dead-letter file; the letters stay in memory when it cannot be written. */
  private persist(write: () => void): void {
    try {
      write();
    } catch (error) {
      this.log.error('dead-letter file not written', { queue: this.name, file: this.file?.file, error: errorMessage(error) });
    }
  }

  private isIdle(): boolean {
    return this.waiting.length === 0 && this.inFlight.size === 0;
  }

  private notifyIfIdle(): void {
    if (!this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}

type Failures = { readonly all: string } | { readonly ids: ReadonlySet<string> };

/**
 * The records a handler's answer asks to retry, read as Lambda reads it with ReportBatchItemFailures:
 * no answer or an empty list is a success; an entry without a valid id of this batch fails it all.
 */
function failedIds(response: unknown, messages: readonly StoredMessage[]): Failures {
  if (response === undefined || response === null) return { ids: new Set() };
  if (typeof response !== 'object') return { all: 'the handler returned an invalid batch response' };
  const failures = (response as { batchItemFailures?: unknown }).batchItemFailures;
  if (failures === undefined || failures === null) return { ids: new Set() };
  if (!Array.isArray(failures)) return { all: 'batchItemFailures is not a list' };
  const inBatch = new Set(messages.map((message) => message.messageId));
  const ids = new Set<string>();
  for (const failure of failures as unknown[]) {
    const id =
      typeof failure === 'object' && failure !== null ? (failure as { itemIdentifier?: unknown }).itemIdentifier : undefined;
    if (typeof id !== 'string' || !inBatch.has(id)) {
      return { all: `batchItemFailures names an item that is not in the batch: ${JSON.stringify(id ?? null)}` };
    }
    ids.add(id);
  }
  return { ids };
}

/** The queues of the pipelines, by name. */
export type { QueueName };

interface LocalQueuesOptions {
  /** the repository root the consumers' `entry` paths are relative to (default: this checkout) */
  readonly root?: string;
  /** handlers used instead of the consumers' modules, by queue name */
  readonly handlers?: Partial<Record<QueueName, SqsHandler>>;
  /** dead letters of each queue go to `<deadLetterDir>/<queue>.jsonl` */
  readonly deadLetterDir?: string;
  /** per-queue settings beyond what infra/workers.ts fixes (batch size, receives, timeout) */
  readonly settings?: Pick<LocalQueueOptions, 'backoffBaseMs' | 'backoffMaxMs' | 'concurrency' | 'clock' | 'log'>;
}

/** The local queues, by name, started and stopped together. */
export interface LocalQueues {
  readonly queues: ReadonlyMap<QueueName, LocalQueue>;
  /** the queue with this name; throws for a name infra/workers.ts does not define */
  queue(name: QueueName): LocalQueue;
  start(): void;
  stop(): Promise<void>;
}

/**
 * The queues of infra/workers.ts (`CONSUMERS`) with their consumers' handlers, batch sizes and
 * timeouts and `MAX_RECEIVE_COUNT`. Each consumer module is imported from its `entry` (the local
 * stack runs under tsx), unless a handler for its queue is given. The queues are not started.
 */
export async function createLocalQueues(options: LocalQueuesOptions = {}): Promise<LocalQueues> {
  const { CONSUMERS, MAX_RECEIVE_COUNT } = await import('../../infra/workers');
  const { PROJECT_ROOT } = await import('../../infra/function');
  const root = options.root ?? PROJECT_ROOT;
  const known = new Set<string>(CONSUMERS.map((consumer) => consumer.job.consumes));
  for (const name of Object.keys(options.handlers ?? {})) {
    if (!known.has(name)) throw new Error(`No queue named ${name} in infra/workers.ts.`);
  }
  const queues = new Map<QueueName, LocalQueue>();
  for (const consumer of CONSUMERS) {
    const queueName = consumer.job.consumes;
    const entry = `functions/workers/${consumer.job.handler}.ts`;
    const handler = options.handlers?.[queueName] ?? (await importHandler<SqsHandler>(entry, root));
    queues.set(
      queueName,
      new LocalQueue({
        ...options.settings,
        name: queueName,
        handler,
        batchSize: consumer.batchSize,
        maxReceiveCount: MAX_RECEIVE_COUNT,
        timeoutMs: consumer.timeout.toMilliseconds(),
        ...(options.deadLetterDir ? { deadLetterFile: path.join(options.deadLetterDir, `${queueName}.jsonl`) } : {}),
      }),
    );
  }
  return {
    queues,
    queue(name) {
      const queue = queues.get(name);
      if (!queue) throw new Error(`No queue named ${String(name)} in infra/workers.ts.`);
      return queue;
    },
    start() {
      for (const queue of queues.values()) queue.start();
    },
    async stop() {
      await Promise.all([...queues.values()].map((queue) => queue.stop()));
    },
  };
}

/**
 * The local queues as the work queues functions send to: each message goes to the in-process queue
 * with its work id as an attribute, as the SQS adapter sends it.
 */
export function localWorkQueues(local: LocalQueues): Record<QueueName, WorkQueue<unknown>> {
  const adapt = (name: QueueName): WorkQueue<unknown> => ({
    send(messages) {
      for (const message of messages) {
        const body = message.body === undefined ? 'null' : (message.body as string | object);
        local.queue(name).send(
          typeof body === 'object' && body !== null ? body : JSON.stringify(body),
          { workId: message.id },
          {
            ...(message.delaySeconds === undefined ? {} : { delaySeconds: message.delaySeconds }),
          },
        );
      }
      return Promise.resolve({ failed: [] });
    },
  });
  return {
    generation: adapt('generation'),
    sending: adapt('sending'),
    inbound: adapt('inbound'),
    crmEvents: adapt('crmEvents'),
    crm: adapt('crm'),
  };
}
