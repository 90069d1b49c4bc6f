import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { LocalQueueOptions, SqsHandler } from '../../../bin/local/queues';
import { LocalQueue, REPORTED_FAILURE } from '../../../bin/local/queues';
import { deferred, fakeLog } from './fake-log';

const START = Date.parse('2030-01-07T09:00:00.000Z');

interface Delivery {
  readonly at: number;
  readonly event: SQSEvent;
}

/** A handler that records each event with the time it came, and answers with `answer`. */
function recordingHandler(answer: (event: SQSEvent, call: number) => Promise<SQSBatchResponse | void> = () => Promise.resolve()) {
  const deliveries: Delivery[] = [];
  const handler: SqsHandler = (event) => {
    deliveries.push({ at: Date.now(), event: structuredClone(event) });
    return answer(event, deliveries.length);
  };
  return { handler, deliveries };
}

function queueWith(handler: SqsHandler, options: Partial<LocalQueueOptions> = {}) {
  const log = fakeLog();
  const queue = new LocalQueue({ name: 'generation', handler, batchSize: 10, maxReceiveCount: 5, log, ...options });
  return { queue, log };
}

const bodies = (delivery: Delivery | undefined) => delivery?.event.Records.map((record) => record.body);

let tempDirs: string[] = [];

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});

afterEach(() => {
  vi.useRealTimers();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs = [];
});

function tempFile(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'reachwise-queue-'));
  tempDirs.push(dir);
  return path.join(dir, 'dead-letters', name);
}

describe('LocalQueue delivery', () => {
  it('delivers messages sent together in batches of at most batchSize, oldest first', async () => {
    const { handler, deliveries } = recordingHandler();
    const { queue } = queueWith(handler, { batchSize: 3 });
    queue.start();

    for (let index = 1; index <= 7; index += 1) queue.send(`message ${index}`);
    await vi.advanceTimersByTimeAsync(0);

    expect(deliveries.map(bodies)).toEqual([
      ['message 1', 'message 2', 'message 3'],
      ['message 4', 'message 5', 'message 6'],
      ['message 7'],
    ]);
    expect(queue.stats()).toEqual({ visible: 0, delayed: 0, inFlight: 0, deadLetters: 0 });
    await queue.stop();
  });

  it('builds each record as the Lambda SQS event source does', async () => {
    const { handler, deliveries } = recordingHandler();
    const { queue } = queueWith(handler);
    queue.start();

    const id = queue.send({ emailId: 'e-1', namespaceId: 'ns-1' }, { tenant: 'ns-1', attempt: 2 });
    await vi.advanceTimersByTimeAsync(0);

    const body = '{"emailId":"e-1","namespaceId":"ns-1"}';
    const [record] = deliveries[0]?.event.Records ?? [];
    expect(record).toEqual({
      messageId: id,
      receiptHandle: expect.any(String) as string,
      body,
      attributes: {
        ApproximateReceiveCount: '1',
        SentTimestamp: String(START),
        SenderId: '000000000000',
        ApproximateFirstReceiveTimestamp: String(START),
      },
      messageAttributes: {
        tenant: { stringValue: 'ns-1', stringListValues: [], binaryListValues: [], dataType: 'String' },
        attempt: { stringValue: '2', stringListValues: [], binaryListValues: [], dataType: 'Number' },
      },
      md5OfBody: createHash('md5').update(body).digest('hex'),
      md5OfMessageAttributes: expect.stringMatching(/^[0-9a-f]{32}$/) as string,
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:local:000000000000:generation',
      awsRegion: 'local',
    });
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    await queue.stop();
  });

  it('leaves md5OfMessageAttributes out and passes an empty map when a message has no attributes', async () => {
    const { handler, deliveries } = recordingHandler();
    const { queue } = queueWith(handler);
    queue.start();

    queue.send('plain');
    await vi.advanceTimersByTimeAsync(0);

    const [record] = deliveries[0]?.event.Records ?? [];
    expect(record?.messageAttributes).toEqual({});
    expect(record).not.toHaveProperty('md5OfMessageAttributes');
    await queue.stop();
  });

  it('holds messages sent before start and delivers them once started', async () => {
    const { handler, deliveries } = recordingHandler();
    const { queue } = queueWith(handler);

    queue.send('early');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(deliveries).toHaveLength(0);
    expect(queue.stats().visible).toBe(1);

    queue.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(deliveries.map(bodies)).toEqual([['early']]);
    await queue.stop();
  });

  it('keeps a message with delaySeconds invisible until the delay is over', async () => {
    const { handler, deliveries } = recordingHandler();
    const { queue } = queueWith(handler);
    queue.start();

    queue.send('later', undefined, { delaySeconds: 30 });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(deliveries).toHaveLength(0);
    expect(queue.stats().delayed).toBe(1);

    await vi.advanceTimersByTimeAsync(1);
    expect(deliveries.map((delivery) => delivery.at)).toEqual([START + 30_000]);
    await queue.stop();
  });

  it('refuses an empty body, an oversized message and too many attributes, as SQS does', () => {
    const { queue } = queueWith(recordingHandler().handler, { maxMessageBytes: 1024 });

    expect(() => queue.send('')).toThrow('a message body cannot be empty');
    expect(() => queue.send('x'.repeat(1025))).toThrow('the message is 1025 bytes; the queue accepts at most 1024');
    const eleven = Object.fromEntries(Array.from({ length: 11 }, (_, index) => [`a${index}`, 'v']));
    expect(() => queue.send('x', eleven)).toThrow('at most 10 message attributes');
    expect(() => queue.send('x', undefined, { delaySeconds: 901 })).toThrow('delaySeconds must be an integer from 0 to 900');
    expect(queue.stats().visible).toBe(0);
  });

  it('runs batches one at a time by default and several at once with concurrency', async () => {
    const gates = [deferred(), deferred(), deferred()];
    const { handler, deliveries } = recordingHandler((_event, call) => gates[call - 1]?.promise ?? Promise.resolve());
    const serial = queueWith(handler, { batchSize: 1 }).queue;
    serial.start();
    serial.send('a');
    serial.send('b');
    await vi.advanceTimersByTimeAsync(0);
    expect(deliveries).toHaveLength(1);
    gates[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(deliveries).toHaveLength(2);
    gates[1]?.resolve();
    await serial.stop();

    const parallel = recordingHandler(() => new Promise(() => undefined));
    const concurrent = queueWith(parallel.handler, { batchSize: 1, concurrency: 2, timeoutMs: 1000 }).queue;
    concurrent.start();
    concurrent.send('a');
    concurrent.send('b');
    concurrent.send('c');
    await vi.advanceTimersByTimeAsync(0);
    expect(parallel.deliveries.map(bodies)).toEqual([['a'], ['b']]);
    expect(concurrent.stats()).toMatchObject({ inFlight: 2, visible: 1 });
    concurrent.send('d');
    await vi.advanceTimersByTimeAsync(0);
    expect(parallel.deliveries).toHaveLength(2);
    const stopping = concurrent.stop();
    await vi.advanceTimersByTimeAsync(1000);
    await stopping;
  });
});

describe('LocalQueue failures and retries', () => {
  it('retries only the records named in batchItemFailures', async () => {
    const { handler, deliveries } = recordingHandler((event, call) =>
      Promise.resolve(
        call === 1
          ? {
              batchItemFailures: event.Records.filter((record) => record.body === 'b').map((record) => ({
                itemIdentifier: record.messageId,
              })),
            }
          : { batchItemFailures: [] },
      ),
    );
    const { queue } = queueWith(handler, { backoffBaseMs: 1000 });
    queue.start();

    queue.send('a');
    const failing = queue.send('b');
    queue.send('c');
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(1000);

    expect(deliveries.map(bodies)).toEqual([['a', 'b', 'c'], ['b']]);
    const retried = deliveries[1]?.event.Records[0];
    expect(retried?.messageId).toBe(failing);
    expect(retried?.attributes.ApproximateReceiveCount).toBe('2');
    expect(retried?.attributes.ApproximateFirstReceiveTimestamp).toBe(String(START));
    expect(retried?.receiptHandle).not.toBe(deliveries[0]?.event.Records[1]?.receiptHandle);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(deliveries).toHaveLength(2);
    expect(queue.stats()).toEqual({ visible: 0, delayed: 0, inFlight: 0, deadLetters: 0 });
    await queue.stop();
  });

  it('retries the whole batch when the handler throws', async () => {
    const { handler, deliveries } = recordingHandler((_event, call) =>
      call === 1 ? Promise.reject(new Error('model unavailable')) : Promise.resolve(),
    );
    const { queue, log } = queueWith(handler);
    queue.start();

    queue.send('a');
    queue.send('b');
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(1000);

    expect(deliveries.map(bodies)).toEqual([
      ['a', 'b'],
      ['a', 'b'],
    ]);
    expect(deliveries[1]?.event.Records.map((record) => record.attributes.ApproximateReceiveCount)).toEqual(['2', '2']);
    expect(log.lines).toContainEqual({
      level: 'warn',
      message: 'batch failed',
      attributes: { queue: 'generation', messages: 2, error: 'model unavailable' },
    });
    await queue.stop();
  });

  it('retries the whole batch when batchItemFailures names an id that is not in the batch', async () => {
    const { handler, deliveries } = recordingHandler((_event, call) =>
      Promise.resolve(call === 1 ? { batchItemFailures: [{ itemIdentifier: 'not-a-message' }] } : undefined),
    );
    const { queue } = queueWith(handler);
    queue.start();

    queue.send('a');
    queue.send('b');
    await vi.advanceTimersByTimeAsync(1000);

    expect(deliveries.map(bodies)).toEqual([
      ['a', 'b'],
      ['a', 'b'],
    ]);
    await queue.stop();
  });

  it('fails a batch that runs past the timeout and ignores its late answer', async () => {
    const late = deferred<SQSBatchResponse>();
    const { handler, deliveries } = recordingHandler((_event, call) => (call === 1 ? late.promise : Promise.resolve()));
    const { queue, log } = queueWith(handler, { timeoutMs: 5000, backoffBaseMs: 1000 });
    queue.start();

    queue.send('slow');
    await vi.advanceTimersByTimeAsync(4999);
    expect(deliveries).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(log.lines).toContainEqual(
      expect.objectContaining({
        message: 'message will be retried',
        attributes: expect.objectContaining({ reason: 'Task timed out after 5.00 seconds' }) as object,
      }),
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(deliveries.map((delivery) => delivery.at)).toEqual([START, START + 6000]);
    late.resolve({ batchItemFailures: [] });
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.stats()).toEqual({ visible: 0, delayed: 0, inFlight: 0, deadLetters: 0 });
    await queue.stop();
  });

  it('waits an exponential backoff between receives of a failing message, capped at backoffMaxMs', async () => {
    const { handler, deliveries } = recordingHandler(() => Promise.reject(new Error('still failing')));
    const { queue } = queueWith(handler, { maxReceiveCount: 6, backoffBaseMs: 1000, backoffMaxMs: 5000 });
    queue.start();

    queue.send('x');
    await vi.advanceTimersByTimeAsync(60_000);

    const times = deliveries.map((delivery) => delivery.at - START);
    expect(times).toEqual([0, 1000, 3000, 7000, 12_000, 17_000]);
    expect(deliveries.map((delivery) => delivery.event.Records[0]?.attributes.ApproximateReceiveCount)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    await queue.stop();
  });

  it('does not deliver a retried message before its backoff is over', async () => {
    const { handler, deliveries } = recordingHandler((_event, call) =>
      call === 1 ? Promise.reject(new Error('no')) : Promise.resolve(),
    );
    const { queue } = queueWith(handler, { backoffBaseMs: 2000 });
    queue.start();

    queue.send('x');
    await vi.advanceTimersByTimeAsync(1999);
    expect(deliveries).toHaveLength(1);
    expect(queue.stats().delayed).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(deliveries).toHaveLength(2);
    await queue.stop();
  });
});

describe('LocalQueue dead letters', () => {
  it('moves a message to the dead letters after maxReceiveCount receives, with its last error and a log line', async () => {
    const { handler, deliveries } = recordingHandler(() => Promise.reject(new Error('Contact Not Found')));
    const file = tempFile('generation.jsonl');
    const { queue, log } = queueWith(handler, { maxReceiveCount: 3, backoffBaseMs: 100, deadLetterFile: file });
    queue.start();

    const id = queue.send({ emailId: 'e-9' }, { tenant: 'ns-1' });
    await vi.advanceTimersByTimeAsync(10_000);

    expect(deliveries).toHaveLength(3);
    const [letter] = queue.deadLetters();
    expect(queue.deadLetters()).toHaveLength(1);
    expect(letter).toEqual({
      queue: 'generation',
      messageId: id,
      body: '{"emailId":"e-9"}',
      messageAttributes: { tenant: { stringValue: 'ns-1', stringListValues: [], binaryListValues: [], dataType: 'String' } },
      receiveCount: 3,
      lastError: 'Contact Not Found',
      sentAt: new Date(START).toISOString(),
      firstReceivedAt: new Date(START).toISOString(),
      deadLetteredAt: new Date(START + 300).toISOString(),
    });
    expect(log.lines.filter((line) => line.level === 'error')).toEqual([
      {
        level: 'error',
        message: 'message moved to dead letters',
        attributes: { queue: 'generation', messageId: id, receiveCount: 3, reason: 'Contact Not Found' },
      },
    ]);
    const persisted = readFileSync(file, 'utf8').trim().split('\n');
    expect(persisted.map((line) => JSON.parse(line) as unknown)).toEqual([letter]);
    expect(queue.stats()).toEqual({ visible: 0, delayed: 0, inFlight: 0, deadLetters: 1 });
    await queue.stop();
  });

  it('records a partial batch failure as the reason of a dead letter', async () => {
    const { handler } = recordingHandler((event) =>
      Promise.resolve({ batchItemFailures: event.Records.map((record) => ({ itemIdentifier: record.messageId })) }),
    );
    const { queue } = queueWith(handler, { maxReceiveCount: 1 });
    queue.start();

    queue.send('x');
    await vi.advanceTimersByTimeAsync(0);

    expect(queue.deadLetters().map((letter) => [letter.receiveCount, letter.lastError])).toEqual([[1, REPORTED_FAILURE]]);
    await queue.stop();
  });

  it('redrives dead letters back to the queue with the receive count reset', async () => {
    let healthy = false;
    const { handler, deliveries } = recordingHandler(() => (healthy ? Promise.resolve() : Promise.reject(new Error('down'))));
    const file = tempFile('sending.jsonl');
    const { queue, log } = queueWith(handler, { maxReceiveCount: 2, backoffBaseMs: 100, deadLetterFile: file });
    queue.start();
    const first = queue.send('first');
    const second = queue.send('second');
    await vi.advanceTimersByTimeAsync(1000);
    expect(queue.deadLetters().map((letter) => letter.messageId)).toEqual([first, second]);

    healthy = true;
    const moved = queue.redrive([second]);
    await vi.advanceTimersByTimeAsync(0);

    expect(moved).toBe(1);
    const redelivered = deliveries.at(-1)?.event.Records;
    expect(redelivered?.map((record) => [record.messageId, record.body, record.attributes.ApproximateReceiveCount])).toEqual([
      [second, 'second', '1'],
    ]);
    expect(queue.deadLetters().map((letter) => letter.messageId)).toEqual([first]);
    expect(
      readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as { messageId: string }).messageId),
    ).toEqual([first]);
    expect(log.lines).toContainEqual({
      level: 'info',
      message: 'dead letters redriven',
      attributes: { queue: 'generation', messages: 1 },
    });

    expect(queue.redrive()).toBe(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.deadLetters()).toEqual([]);
    expect(readFileSync(file, 'utf8')).toBe('');
    expect(queue.redrive()).toBe(0);
    await queue.stop();
  });

  it('keeps a dead letter in memory and says so when its file cannot be written', async () => {
    const blocker = tempFile('blocker');
    mkdirSync(path.dirname(blocker), { recursive: true });
    writeFileSync(blocker, 'a file where a folder should be');
    const { handler } = recordingHandler(() => Promise.reject(new Error('down')));
    const { queue, log } = queueWith(handler, { maxReceiveCount: 1, deadLetterFile: path.join(blocker, 'generation.jsonl') });
    queue.start();

    const id = queue.send('x');
    await vi.advanceTimersByTimeAsync(0);

    expect(queue.deadLetters().map((letter) => letter.messageId)).toEqual([id]);
    expect(log.lines.filter((line) => line.level === 'error').map((line) => line.message)).toEqual([
      'dead-letter file not written',
      'message moved to dead letters',
    ]);
    await queue.stop();
  });

  it('reads the dead letters of an earlier run back from its file, skipping unreadable lines', async () => {
    const file = tempFile('inbound.jsonl');
    const failing = queueWith(recordingHandler(() => Promise.reject(new Error('bounce parse failed'))).handler, {
      maxReceiveCount: 1,
      deadLetterFile: file,
    }).queue;
    failing.start();
    const id = failing.send('event');
    await vi.advanceTimersByTimeAsync(0);
    await failing.stop();
    writeFileSync(file, `${readFileSync(file, 'utf8')}not json\n`);

    const { handler, deliveries } = recordingHandler();
    const { queue, log } = queueWith(handler, { deadLetterFile: file });
    expect(queue.deadLetters().map((letter) => [letter.messageId, letter.lastError])).toEqual([[id, 'bounce parse failed']]);
    expect(log.lines).toContainEqual(expect.objectContaining({ level: 'warn', message: 'unreadable dead-letter line skipped' }));

    queue.start();
    queue.redrive();
    await vi.advanceTimersByTimeAsync(0);
    expect(deliveries.map(bodies)).toEqual([['event']]);
    await queue.stop();
  });
});

describe('LocalQueue stop and idle', () => {
  it('stops polling and waits for the batch in flight before resolving', async () => {
    const gate = deferred();
    const { handler, deliveries } = recordingHandler((_event, call) => (call === 1 ? gate.promise : Promise.resolve()));
    const { queue } = queueWith(handler, { batchSize: 1 });
    queue.start();
    queue.send('in flight');
    queue.send('queued');
    await vi.advanceTimersByTimeAsync(0);

    let stopped = false;
    const stopping = queue.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(stopped).toBe(false);

    gate.resolve();
    await stopping;
    expect(stopped).toBe(true);
    queue.send('after stop');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(deliveries.map(bodies)).toEqual([['in flight']]);
    expect(queue.stats()).toMatchObject({ visible: 2, inFlight: 0 });
  });

  it('resumes delivery when started again after a stop', async () => {
    const { handler, deliveries } = recordingHandler();
    const { queue } = queueWith(handler);
    queue.send('kept');
    queue.start();
    await queue.stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(deliveries).toHaveLength(0);

    queue.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(deliveries.map(bodies)).toEqual([['kept']]);
    await queue.stop();
  });

  it('resolves idle() once every message is handled, retries included', async () => {
    const { handler } = recordingHandler((_event, call) => (call === 1 ? Promise.reject(new Error('once')) : Promise.resolve()));
    const { queue } = queueWith(handler, { backoffBaseMs: 5000 });
    queue.start();
    queue.send('x');

    let idle = false;
    const waiting = queue.idle().then(() => {
      idle = true;
    });
    await vi.advanceTimersByTimeAsync(4999);
    expect(idle).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(idle).toBe(true);
    await queue.stop();
  });

  it('refuses settings that no event source accepts', () => {
    const { handler } = recordingHandler();
    expect(() => queueWith(handler, { batchSize: 0 })).toThrow('batchSize must be an integer from 1 to 10,000');
    expect(() => queueWith(handler, { maxReceiveCount: 0 })).toThrow('maxReceiveCount must be a positive integer');
  });
});
