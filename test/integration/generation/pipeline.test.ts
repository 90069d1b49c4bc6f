import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { emailIdFor } from '../../../functions/core/generation/email-id';
import { GenerationMessageSchema, type GenerationMessage } from '../../../functions/core/generation/messages';
import { planCampaign, STALE_QUEUED_MS } from '../../../functions/core/generation/planner';
import { planRunningCampaigns } from '../../../functions/core/generation/scheduled-run';
import { WRITE_LEASE_MS, writeQueuedEmail, type GenerationWorkerDeps } from '../../../functions/core/generation/worker';
import type { TokenBudget } from '../../../functions/core/ports/token-budget';
import { createOfflineWriter } from '../../../functions/core/writing/offline';
import type { Writer, WriterResult } from '../../../functions/core/writing/writer';
import type { CampaignParts } from '../../../functions/core/generation/writer-input';
import { PER_EXECUTION } from '../../../shared/domain/sending';
import type { Campaign } from '../../../shared/schemas/campaign';
import { seedCampaign, testPlannerDeps, testWorkerDeps, type SeededCampaign } from '../../support/generation';
import { installDeps, settableClock, type TestDeps } from '../../support/http';
import { useTestTable } from '../../support/table-per-file';

const table = useTestTable();
const clock = settableClock('2026-03-02T10:00:00.000Z');
let deps: TestDeps;
let tenantCount = 0;

type World = SeededCampaign;

beforeAll(() => {
  deps = installDeps(table, clock);
});

beforeEach(() => {
  deps.queues.take('generation');
});

/** An instance with a company, product, call to action, sender and a list of `contacts` contacts, and a RUNNING campaign over the list. */
function makeWorld(contacts: number, campaign: Partial<Campaign> = {}): Promise<World> {
  tenantCount += 1;
  return seedCampaign(deps, {
    namespaceId: `gen-${tenantCount}-${Date.now().toString(36)}`,
    owner: tenantCount,
    contacts,
    domainOf: (n) => `distributor${n}.example`,
    campaign,
  });
}

function messages(): GenerationMessage[] {
  return deps.queues.take('generation').map((message) => GenerationMessageSchema.parse(message.body));
}

/** A writer that counts its calls and answers as `inner` does. */
function countingWriter(inner: Writer = createOfflineWriter()): Writer & { calls: number } {
  const writer = {
    name: inner.name,
    calls: 0,
    async write(...args: Parameters<Writer['write']>): Promise<WriterResult> {
      writer.calls += 1;
      return inner.write(...args);
    },
  };
  return writer;
}

function worker(overrides: Partial<GenerationWorkerDeps> = {}): GenerationWorkerDeps {
  return { ...testWorkerDeps(clock), ...overrides };
}

async function emailsOf(world: World) {
  const page = await deps.repos.emailMessages.listByCampaign(world.ctx, world.campaign.id, { limit: 100 });
  return page.items;
}

async function progressOf(world: World) {
  return (await testPlannerDeps(clock).store.progress(world.ctx, [world.campaign.id])).get(world.campaign.id);
}

describe('the generation planner', () => {
  it('creates one CREATED email and queues one message per contact, at most 10 a run on demand, and goes on where it stopped; the contact is claimed and IN_PROGRESS', async () => {
    const world = await makeWorld(12);
    const planner = testPlannerDeps(clock);

    const first = await planCampaign(planner, world.ctx, world.campaign, 'onDemand');
    expect(first).toEqual({ queued: PER_EXECUTION.emailsGenerated, exhausted: false });
    const queued = messages();
    expect(queued).toHaveLength(10);
    for (const message of queued) {
      expect(message.emailId).toBe(emailIdFor(world.campaign.id, message.contactId, 0));
      expect(message.namespaceId).toBe(world.ctx.namespaceId);
    }
    expect(new Set(queued.map((message) => message.contactId)).size).toBe(10);
    const claimed = await deps.repos.contacts.get(world.ctx, (queued[0] as GenerationMessage).contactId);
    expect(claimed).toMatchObject({ campaignId: world.campaign.id, status: 'IN_PROGRESS' });
    expect(await progressOf(world)).toMatchObject({ queued: 10 });

    const campaign = await deps.repos.campaigns.get(world.ctx, world.campaign.id);
    const second = await planCampaign(planner, world.ctx, campaign, 'onDemand');
    expect(second).toEqual({ queued: 2, exhausted: true });
    const rest = messages();
    expect(new Set([...queued, ...rest].map((message) => message.contactId))).toEqual(new Set(world.contactIds));

    const emails = await emailsOf(world);
    expect(emails).toHaveLength(12);
    expect(emails.every((email) => email.status === 'CREATED' && email.bodyHtml === undefined)).toBe(true);
    expect(await progressOf(world)).toMatchObject({ queued: 12, written: 0 });

    // a replay of the run finds every email made: nothing new
    const again = await planCampaign(planner, world.ctx, world.campaign, 'onDemand');
    expect(again.queued).toBe(0);
    expect(messages()).toEqual([]);
    expect(await emailsOf(world)).toHaveLength(12);
  });

  it('queues at most 25 a run in automatic mode, only for instances whose auto run campaigns option is active', async () => {
    const on = await makeWorld(30);
    const off = await makeWorld(3);
    await deps.repos.options.set(off.ctx, 'AUTO_RUN_CAMPAIGNS', 'INACTIVE');
    const paused = await makeWorld(3);
    await deps.services.campaign.setStatus(paused.ctx, paused.campaign.id, 'PAUSED');

    const summary = await planRunningCampaigns(testPlannerDeps(clock), {
      hasTime: () => true,
      onError: (_, error) => {
        throw error;
      },
    });
    const sent = messages();
    const byInstance = (world: World) => sent.filter((message) => message.namespaceId === world.ctx.namespaceId);
    expect(byInstance(on)).toHaveLength(PER_EXECUTION.emailsGeneratedAutomatic);
    expect(byInstance(off)).toEqual([]);
    expect(byInstance(paused)).toEqual([]);
    expect(summary.queued).toBeGreaterThanOrEqual(25);
  });

  it('makes no second email when two planners run over the same campaign at once', async () => {
    const world = await makeWorld(8);
    const [a, b] = await Promise.all([
      planCampaign(testPlannerDeps(clock), world.ctx, world.campaign, 'onDemand'),
      planCampaign(testPlannerDeps(clock), world.ctx, world.campaign, 'onDemand'),
    ]);
    expect(a.queued + b.queued).toBe(8);
    const sent = messages();
    expect(sent).toHaveLength(8);
    expect(new Set(sent.map((message) => message.emailId)).size).toBe(8);
    expect(await emailsOf(world)).toHaveLength(8);
    expect(await progressOf(world)).toMatchObject({ queued: 8 });
  });

  it('counts the emails a run made when a later write of the run fails, and the next run makes and counts the rest', async () => {
    const world = await makeWorld(4);
    const planner = testPlannerDeps(clock);
    let creates = 0;
    const failing = {
      ...planner,
      store: {
        ...planner.store,
        createPending: (...args: Parameters<typeof planner.store.createPending>) => {
          creates += 1;
          return creates === 3 ? Promise.reject(new Error('throttled')) : planner.store.createPending(...args);
        },
      },
    };

    await expect(planCampaign(failing, world.ctx, world.campaign, 'onDemand')).rejects.toThrow('throttled');
    expect(await progressOf(world)).toMatchObject({ queued: 2 });

    const run = await planCampaign(planner, world.ctx, world.campaign, 'onDemand');
    expect(run.queued).toBe(2);
    expect(await emailsOf(world)).toHaveLength(4);
    expect(await progressOf(world)).toMatchObject({ queued: 4 });
  });

  it('leaves out contacts that asked not to be contacted, are in another running campaign, rank too high or were emailed lately', async () => {
    const world = await makeWorld(6);
    const [dnc, other, high, recent, bounced] = world.contactIds as [string, string, string, string, string];
    await deps.repos.contacts.update(world.ctx, dnc, { status: 'DO_NOT_CONTACT' });
    await deps.repos.contacts.update(world.ctx, high, { lifecycleStage: 'CUSTOMER' });
    await deps.repos.contacts.update(world.ctx, recent, { lastEmailedAt: '2026-02-20T10:00:00.000Z' });
    await deps.repos.contacts.update(world.ctx, bounced, { emailStatus: 'BOUNCED' });
    const rival = await deps.services.campaign.create(world.ctx, {
      ...world.campaign,
      name: 'Rival',
      contactListId: undefined,
      contactIds: [other],
    });
    await planCampaign(testPlannerDeps(clock), world.ctx, rival, 'onDemand');
    messages();

    const run = await planCampaign(testPlannerDeps(clock), world.ctx, world.campaign, 'onDemand');
    expect(run).toEqual({ queued: 1, exhausted: true });
    expect(messages().map((message) => message.contactId)).toEqual([world.contactIds[5]]);
  });

  it('queues again an email whose message was lost, once it has waited long enough, and only once', async () => {
    const world = await makeWorld(2);
    deps.queues.refuse('generation', 'the queue is unavailable');
    await planCampaign(testPlannerDeps(clock), world.ctx, world.campaign, 'onDemand');
    deps.queues.refuse('generation', undefined);
    expect(messages()).toEqual([]);
    const campaign = await deps.repos.campaigns.get(world.ctx, world.campaign.id);

    expect((await planCampaign(testPlannerDeps(clock), world.ctx, campaign, 'onDemand')).queued).toBe(0);
    clock.set(new Date(clock().getTime() + STALE_QUEUED_MS + 1000).toISOString());
    const [a, b] = await Promise.all([
      planCampaign(testPlannerDeps(clock), world.ctx, campaign, 'onDemand'),
      planCampaign(testPlannerDeps(clock), world.ctx, campaign, 'onDemand'),
    ]);
    expect(a.queued + b.queued).toBe(2);
    expect(messages()).toHaveLength(2);
  });
});

describe('the generation worker', () => {
  async function queuedWorld(contacts = 1) {
    const world = await makeWorld(contacts);
    await planCampaign(testPlannerDeps(clock), world.ctx, world.campaign, 'onDemand');
    return { world, queued: messages() };
  }

  it('writes the email: SAVED, not reviewed, original copy, with the writer, tokens and verdict; the contact is IN_PROGRESS', async () => {
    const { world, queued } = await queuedWorld();
    const message = queued[0] as GenerationMessage;
    expect(await writeQueuedEmail(worker(), message)).toBe('WRITTEN');

    const email = await deps.repos.emailMessages.get(world.ctx, message.emailId);
    expect(email).toMatchObject({
      status: 'SAVED',
      writeOutcome: 'SAVED',
      reviewStatus: 'NOT_REVIEWED',
      copyStatus: 'ORIGINAL',
      type: 'ROOT',
      step: 0,
      senderEmail: `maya@${world.ctx.namespaceId}.example`,
      writer: 'offline',
      violations: [],
      totalTokens: 0,
    });
    expect(email.subject).toBeTruthy();
    expect(email.bodyHtml).toMatch(/^<html><body>/);
    expect(email.bodyText).toBeTruthy();
    expect((await deps.repos.contacts.get(world.ctx, message.contactId)).status).toBe('IN_PROGRESS');
    expect(await progressOf(world)).toMatchObject({ queued: 0, written: 1, failed: 0 });
  });

  it("reads a campaign's parts once for its messages written at once, and again after a read that failed", async () => {
    const { world, queued } = await queuedWorld(4);
    const base = worker();
    const reads = { products: 0, failNext: true };
    const partsCache = new Map<string, Promise<CampaignParts>>();
    const deps = worker({
      partsCache,
      products: {
        find: (...args: Parameters<typeof base.products.find>) => {
          reads.products += 1;
          if (reads.failNext) {
            reads.failNext = false;
            return Promise.reject(new Error('throttled'));
          }
          return base.products.find(...args);
        },
      },
    });
    const [first, ...rest] = queued as [GenerationMessage, ...GenerationMessage[]];

    await expect(writeQueuedEmail(deps, first)).rejects.toThrow('throttled');
    // the failed read is not kept: the batch's three messages read again, once among them
    expect(await Promise.all(rest.map((message) => writeQueuedEmail(deps, message)))).toEqual(['WRITTEN', 'WRITTEN', 'WRITTEN']);

    expect(reads.products).toBe(2);
    expect(partsCache.size).toBe(1);
    expect(await progressOf(world)).toMatchObject({ written: 3 });
  });

  it('writes once when the same message is delivered five times, at once', async () => {
    const { world, queued } = await queuedWorld();
    const message = queued[0] as GenerationMessage;
    const writer = countingWriter();
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => writeQueuedEmail(worker({ writer }), message)));
    expect(outcomes.filter((outcome) => outcome === 'WRITTEN')).toHaveLength(1);
    // the others saw it held (and are retried later) or already written
    expect(outcomes.every((outcome) => ['WRITTEN', 'BUSY', 'SKIPPED'].includes(outcome))).toBe(true);
    expect(writer.calls).toBe(1);
    // and again later, one after another: nothing more
    for (let index = 0; index < 5; index += 1) expect(await writeQueuedEmail(worker({ writer }), message)).toBe('SKIPPED');
    expect(writer.calls).toBe(1);
    expect(await emailsOf(world)).toHaveLength(1);
    expect(await progressOf(world)).toMatchObject({ queued: 0, written: 1 });
  });

  it('keeps one write when a worker crashes after the writer answered and another takes over after the lease', async () => {
    const { world, queued } = await queuedWorld();
    const message = queued[0] as GenerationMessage;
    // the first worker's save never happens: its writer answers, then the process dies
    let crash: (() => void) | undefined;
    const stuck = countingWriter({
      name: 'offline',
      write: (input) =>
        new Promise<WriterResult>((resolve) => {
          crash = () => void createOfflineWriter().write(input).then(resolve);
        }),
    });
    const first = writeQueuedEmail(worker({ writer: stuck }), message);
    await vi_waitFor(() => crash !== undefined);
    expect(await writeQueuedEmail(worker(), message)).toBe('BUSY');
    clock.set(new Date(clock().getTime() + WRITE_LEASE_MS + 1000).toISOString());
    expect(await writeQueuedEmail(worker(), message)).toBe('WRITTEN');
    // the first worker wakes up with a lease that is no longer its own: its save is refused
    crash?.();
    expect(await first).toBe('SKIPPED');
    expect(await progressOf(world)).toMatchObject({ queued: 0, written: 1 });
  });

  it('saves a FAILED email whose reason and violations the rep can read when the writer fails', async () => {
    const { world, queued } = await queuedWorld();
    const message = queued[0] as GenerationMessage;
    const failing: Writer = {
      name: 'openai:test-model',
      write: () =>
        Promise.resolve({
          status: 'FAILED',
          subject: 'Quick idea',
          html: '<html><body><p>Hi Buyer0,</p></body></html>',
          text: 'Hi Buyer0,',
          usage: { promptTokens: 900, completionTokens: 300, totalTokens: 1200 },
          verdict: {
            ok: false,
            violations: [{ code: 'CTA_MISSING', message: 'The email has no call to action.', where: { part: 'body' } }],
          },
          attempts: 3,
          writer: 'openai:test-model',
        } as unknown as WriterResult),
    };
    expect(await writeQueuedEmail(worker({ writer: failing }), message)).toBe('FAILED');
    const email = await deps.repos.emailMessages.get(world.ctx, message.emailId);
    expect(email).toMatchObject({ status: 'FAILED', writeOutcome: 'FAILED' });
    expect(email.failureReason).toContain('The email has no call to action.');
    expect(email.violations).toEqual([{ code: 'CTA_MISSING', message: 'The email has no call to action.' }]);
    expect(email.totalTokens).toBe(1200);
    expect(await progressOf(world)).toMatchObject({ queued: 0, failed: 1, written: 0 });
  });

  it('puts the message back with a delay, without calling the model, when the token budget is spent', async () => {
    const { world, queued } = await queuedWorld();
    const message = queued[0] as GenerationMessage;
    const empty: TokenBudget = { acquire: () => Promise.resolve({ retryAfterMs: 12_000 }) };
    const writer = countingWriter();
    expect(await writeQueuedEmail(worker({ budget: empty, writer }), message)).toBe('REQUEUED');
    expect(writer.calls).toBe(0);
    const [back] = deps.queues.take('generation');
    expect(back?.body).toEqual({ ...message, putBacks: 1 });
    expect(back?.delaySeconds).toBeGreaterThanOrEqual(12);
    // put back again, it waits twice as long
    expect(await writeQueuedEmail(worker({ budget: empty, writer }), back?.body as GenerationMessage)).toBe('REQUEUED');
    const [again] = deps.queues.take('generation');
    expect(again?.body).toEqual({ ...message, putBacks: 2 });
    expect(again?.delaySeconds).toBeGreaterThanOrEqual(24);
    expect((await deps.repos.emailMessages.get(world.ctx, message.emailId)).status).toBe('CREATED');
    // no lease was taken: the next delivery writes at once
    expect(await writeQueuedEmail(worker({ writer }), message)).toBe('WRITTEN');
  });

  it('puts the message back after the wait a rate-limited model asks for', async () => {
    const { queued } = await queuedWorld();
    const message = queued[0] as GenerationMessage;
    const limited: Writer = {
      name: 'openai:test-model',
      write: () =>
        Promise.resolve({
          status: 'FAILED',
          subject: '',
          html: '',
          text: '',
          usage: { promptTokens: 0, completionTokens: 0, totalTokens: 0 },
          verdict: { ok: false, violations: [] },
          attempts: 1,
          writer: 'openai:test-model',
          error: 'The model is rate-limited.',
          retryAfterMs: 30_000,
        } as unknown as WriterResult),
    };
    expect(await writeQueuedEmail(worker({ writer: limited }), message)).toBe('REQUEUED');
    expect(deps.queues.take('generation')[0]?.delaySeconds).toBeGreaterThanOrEqual(30);
  });

  it('writes nothing for a message that names another instance, or ids that do not derive the email', async () => {
    const { world, queued } = await queuedWorld();
    const mine = queued[0] as GenerationMessage;
    const stranger = await makeWorld(0);
    const writer = countingWriter();
    expect(await writeQueuedEmail(worker({ writer }), { ...mine, namespaceId: stranger.ctx.namespaceId })).toBe('SKIPPED');
    expect(
      await writeQueuedEmail(worker({ writer }), { ...mine, contactId: world.contactIds[0] as string, emailId: 'forged-id' }),
    ).toBe('SKIPPED');
    expect(writer.calls).toBe(0);
    expect((await deps.repos.emailMessages.get(world.ctx, mine.emailId)).status).toBe('CREATED');
    expect(await deps.repos.emailMessages.find(stranger.ctx, mine.emailId)).toBeNull();
  });

  it('writes LinkedIn messages without a subject within 200 characters, 300 with LinkedIn Premium', async () => {
    const world = await makeWorld(2, { channel: 'LINKEDIN', senderConfigIds: [], generatorVersion: 'MCP_NO_LINKS_GENERATOR' });
    await planCampaign(testPlannerDeps(clock), world.ctx, world.campaign, 'onDemand');
    const [first, second] = messages() as [GenerationMessage, GenerationMessage];
    expect(await writeQueuedEmail(worker(), first)).toBe('WRITTEN');
    const plain = await deps.repos.emailMessages.get(world.ctx, first.emailId);
    expect(plain.subject).toBeUndefined();
    expect((plain.bodyText ?? '').length).toBeLessThanOrEqual(200);

    await deps.repos.options.set(world.ctx, 'HAS_LINKEDIN_PREMIUM', 'ACTIVE');
    const premium = countingWriter();
    let seenPremium: boolean | undefined;
    const spy: Writer = { name: 'offline', write: (input) => ((seenPremium = input.linkedInPremium), premium.write(input)) };
    expect(await writeQueuedEmail(worker({ writer: spy }), second)).toBe('WRITTEN');
    expect(seenPremium).toBe(true);
    const long = await deps.repos.emailMessages.get(world.ctx, second.emailId);
    expect((long.bodyText ?? '').length).toBeLessThanOrEqual(300);
  });
});

async function vi_waitFor(condition: () => boolean): Promise<void> {
  for (let index = 0; index < 200 && !condition(); index += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  if (!condition()) throw new Error('condition not met');
}
