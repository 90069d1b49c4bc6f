import type { SQSEvent } from 'aws-lambda';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { SqsHandler } from '../../../bin/local/queues';
import { createLocalQueues, localWorkQueues } from '../../../bin/local/queues';
import { CONSUMERS, MAX_RECEIVE_COUNT } from '../../../infra/workers';
import { fakeLog } from './fake-log';
import { installRuntime, uninstallRuntime } from '../../../functions/composition/runtime';

let dir: string;

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2030-01-07T09:00:00.000Z') });
  dir = mkdtempSync(path.join(tmpdir(), 'reachwise-queues-'));
  // the workers compose themselves on their first message, from this (empty) runtime, not the environment
  installRuntime({});
});

afterEach(() => {
  uninstallRuntime();
  vi.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
});

function recording(): { handler: SqsHandler; events: SQSEvent[] } {
  const events: SQSEvent[] = [];
  return {
    events,
    handler: (event) => {
      events.push(event);
      return Promise.resolve({ batchItemFailures: [] });
    },
  };
}

describe('createLocalQueues', () => {
  it('builds one queue per consumer of infra/workers.ts with its batch size', async () => {
    const handlers = {
      generation: recording(),
      sending: recording(),
      inbound: recording(),
      crmEvents: recording(),
      crm: recording(),
    };
    const local = await createLocalQueues({
      handlers: {
        generation: handlers.generation.handler,
        sending: handlers.sending.handler,
        inbound: handlers.inbound.handler,
        crmEvents: handlers.crmEvents.handler,
        crm: handlers.crm.handler,
      },
      settings: { log: fakeLog() },
    });
    local.start();

    for (const consumer of CONSUMERS) {
      for (let index = 0; index < 12; index += 1) local.queue(consumer.job.consumes).send({ index });
    }
    await vi.advanceTimersByTimeAsync(0);

    expect([...local.queues.keys()]).toEqual(CONSUMERS.map((consumer) => consumer.job.consumes));
    for (const consumer of CONSUMERS) {
      const sizes = handlers[consumer.job.consumes].events.map((event) => event.Records.length);
      expect(Math.max(...sizes), consumer.job.consumes).toBe(consumer.batchSize);
      expect(
        sizes.reduce((sum, size) => sum + size, 0),
        consumer.job.consumes,
      ).toBe(12);
      expect(handlers[consumer.job.consumes].events[0]?.Records[0]?.eventSourceARN).toBe(
        `arn:aws:sqs:local:000000000000:${consumer.job.consumes}`,
      );
    }
    await local.stop();
  });

  it("delivers to the consumers' own handlers and dead-letters what they keep failing, after MAX_RECEIVE_COUNT receives", async () => {
    const log = fakeLog();
    const local = await createLocalQueues({ deadLetterDir: dir, settings: { log, backoffBaseMs: 10, backoffMaxMs: 10 } });
    local.start();

    // the generation consumer fails a record it cannot read (this one names no instance), alone
    const id = local.queue('generation').send({ campaignId: 'c-1', contactId: 'p-1' });
    await vi.advanceTimersByTimeAsync(1000);

    const [letter] = local.queue('generation').deadLetters();
    expect(letter).toMatchObject({ messageId: id, receiveCount: MAX_RECEIVE_COUNT, lastError: 'reported in batchItemFailures' });
    const persisted = readFileSync(path.join(dir, 'generation.jsonl'), 'utf8').trim().split('\n');
    expect(persisted.map((line) => (JSON.parse(line) as { messageId: string }).messageId)).toEqual([id]);
    expect(log.lines.filter((line) => line.level === 'error').map((line) => line.attributes)).toEqual([
      { queue: 'generation', messageId: id, receiveCount: MAX_RECEIVE_COUNT, reason: 'reported in batchItemFailures' },
    ]);
    await local.stop();
  });

  it("times a batch out after its consumer's timeout", async () => {
    const generation = CONSUMERS.find((consumer) => consumer.job.consumes === 'generation');
    const calls: number[] = [];
    const local = await createLocalQueues({
      handlers: {
        generation: () => {
          calls.push(Date.now());
          return new Promise(() => undefined);
        },
      },
      settings: { log: fakeLog(), backoffBaseMs: 1 },
    });
    local.start();

    local.queue('generation').send('slow');
    await vi.advanceTimersByTimeAsync((generation?.timeout.toMilliseconds() ?? 0) + 1);

    expect(calls).toHaveLength(2);
    expect((calls[1] ?? 0) - (calls[0] ?? 0)).toBe((generation?.timeout.toMilliseconds() ?? 0) + 1);
    const stopping = local.stop();
    await vi.advanceTimersByTimeAsync(generation?.timeout.toMilliseconds() ?? 0);
    await stopping;
  });

  it('refuses a handler for a queue infra/workers.ts does not define', async () => {
    await expect(
      createLocalQueues({ handlers: { outbound: recording().handler } as unknown as Record<'inbound', SqsHandler> }),
    ).rejects.toThrow('No queue named outbound in infra/workers.ts.');
  });
});

describe('localWorkQueues', () => {
  it('puts what functions send on the in-process queues, with each message’s work id, as SQS would carry it', async () => {
    const generation = recording();
    const local = await createLocalQueues({
      handlers: { generation: generation.handler, sending: recording().handler, inbound: recording().handler },
      settings: { log: fakeLog() },
    });
    local.start();

    const result = await localWorkQueues(local).generation.send([
      { id: 'campaign-1#contact-1#0', body: { campaignId: 'campaign-1', contactId: 'contact-1', step: 0 } },
    ]);
    await vi.advanceTimersByTimeAsync(0);

    expect(result).toEqual({ failed: [] });
    const record = generation.events[0]?.Records[0];
    expect(JSON.parse(record?.body ?? '{}')).toEqual({ campaignId: 'campaign-1', contactId: 'contact-1', step: 0 });
    expect(record?.messageAttributes.workId).toMatchObject({ dataType: 'String', stringValue: 'campaign-1#contact-1#0' });
    await local.stop();
  });
});
