import type { Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { handler as generateEmail } from '../../../functions/workers/generate-email';
import type { GenerationMessage } from '../../../functions/core/generation/messages';
import { planCampaign } from '../../../functions/core/generation/planner';
import { WRITE_LEASE_MS } from '../../../functions/core/generation/worker';
import { FakeOpenAiServer, type FakeOpenAiStep } from '../../support/fake-openai-server';
import { PASSING_ANSWER, seedCampaign, testPlannerDeps, testWorkerDeps, type SeededCampaign } from '../../support/generation';
import { installDeps, settableClock, type TestDeps } from '../../support/http';
import { sqsEvent, sqsRecord } from '../../support/ses-events';
import { useTestTable } from '../../support/table-per-file';

const table = useTestTable();
const clock = settableClock('2026-03-02T10:00:00.000Z');
const lambdaContext = { getRemainingTimeInMillis: () => 120_000 } as Context;

/**
 * The model answers only once `together` requests wait for it at the same time: a consumer that
 * wrote its records one after another would leave the first waiting alone, and after `patienceMs`
 * it is answered a (not retried) error instead, so its email is saved FAILED.
 */
class Gate {
  together = 1;
  patienceMs = 5_000;
  mostWaiting = 0;
  private waiting: (() => void)[] = [];

  answer(): Promise<FakeOpenAiStep> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting = this.waiting.filter((release) => release !== open);
        resolve({ kind: 'error', status: 400, message: 'answered alone', retryable: false });
      }, this.patienceMs);
      const open = () => {
        clearTimeout(timer);
        resolve({ kind: 'answer', content: PASSING_ANSWER, usage: { promptTokens: 700, completionTokens: 150 } });
      };
      this.waiting.push(open);
      this.mostWaiting = Math.max(this.mostWaiting, this.waiting.length);
      if (this.waiting.length >= this.together) {
        const released = this.waiting;
        this.waiting = [];
        for (const release of released) release();
      }
    });
  }
}

const gate = new Gate();
let fake: FakeOpenAiServer;
let deps: TestDeps;
let handler: typeof generateEmail;
const environment = ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL', 'OPENAI_MAX_RETRIES'] as const;
const previous = Object.fromEntries(environment.map((name) => [name, process.env[name]]));
let tenantCount = 0;

beforeAll(async () => {
  fake = await new FakeOpenAiServer({ apiKey: 'batch-key', fallback: () => gate.answer() }).start();
  Object.assign(process.env, {
    OPENAI_API_KEY: 'batch-key',
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_MODEL: 'batch-model',
    OPENAI_MAX_RETRIES: '0',
  });
  deps = installDeps(table, clock);
  ({ handler } = await import('../../../functions/workers/generate-email'));
});

afterAll(async () => {
  for (const name of environment) {
    const value = previous[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await fake.stop();
});

/** A seeded campaign over `contacts` contacts, planned: one queued message per contact. */
async function queued(contacts: number): Promise<{ world: SeededCampaign; messages: GenerationMessage[] }> {
  tenantCount += 1;
  const world = await seedCampaign(deps, {
    namespaceId: `batch-${tenantCount}-${Date.now().toString(36)}`,
    owner: tenantCount,
    contacts,
    domainOf: (n) => `distributor${n}.example`,
  });
  deps.queues.take('generation');
  await planCampaign(testPlannerDeps(clock), world.ctx, world.campaign, 'onDemand');
  const messages = deps.queues.take('generation').map((message) => message.body as GenerationMessage);
  expect(messages).toHaveLength(contacts);
  return { world, messages };
}

describe('the generation consumer', () => {
  it("writes a batch's emails at once, each waiting for the model together, and fails a record that does not parse alone", async () => {
    const { world, messages } = await queued(3);
    gate.together = 3;
    gate.mostWaiting = 0;

    const answer = await handler(
      sqsEvent(
        ...messages.map((message, index) => sqsRecord(message, `write-${String(index)}`)),
        sqsRecord({ ...messages[0], emailId: 42 }, 'malformed'),
      ),
      lambdaContext,
    );

    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: 'malformed' }]);
    expect(gate.mostWaiting).toBe(3);
    for (const message of messages) {
      expect(await deps.repos.emailMessages.get(world.ctx, message.emailId)).toMatchObject({
        status: 'SAVED',
        writer: 'openai:batch-model',
      });
    }
  });

  it('fails a record whose email another worker holds alone, and writes the rest of the batch', async () => {
    const { world, messages } = await queued(3);
    const [held, ...free] = messages as [GenerationMessage, ...GenerationMessage[]];
    const now = clock().getTime();
    expect(await testWorkerDeps(clock).store.lease(world.ctx, held.emailId, now + WRITE_LEASE_MS, now)).not.toBe('HELD');
    gate.together = free.length;

    const answer = await handler(
      sqsEvent(...messages.map((message, index) => sqsRecord(message, index === 0 ? 'held' : `free-${String(index)}`))),
      lambdaContext,
    );

    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: 'held' }]);
    expect(await deps.repos.emailMessages.get(world.ctx, held.emailId)).toMatchObject({ status: 'CREATED' });
    for (const message of free) {
      expect(await deps.repos.emailMessages.get(world.ctx, message.emailId)).toMatchObject({ status: 'SAVED' });
    }
  });
});
