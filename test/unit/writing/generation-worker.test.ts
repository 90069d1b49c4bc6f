import { describe, expect, it } from 'vitest';

import { CallToActionSchema } from '../../../shared/schemas/call-to-action';
import { CampaignSchema } from '../../../shared/schemas/campaign';
import { CompanySchema } from '../../../shared/schemas/company';
import { ContactSchema } from '../../../shared/schemas/contact';
import { ProductSchema } from '../../../shared/schemas/product';
import { emailIdFor } from '../../../functions/core/generation/email-id';
import type { GenerationMessage } from '../../../functions/core/generation/messages';
import { WRITE_LEASE_MS, writeQueuedEmail, type GenerationWorkerDeps } from '../../../functions/core/generation/worker';
import type { InstancePlan } from '../../../functions/core/instance/trial-block';
import type { EmailMessageItem } from '../../../functions/core/ports/items';
import type { QueueMessage } from '../../../functions/core/ports/queue';
import type { TokenBudget } from '../../../functions/core/ports/token-budget';
import type { Writer, WriterResult } from '../../../functions/core/ports/writer';
import type { TenantContext } from '../../../functions/core/tenant';
import { createFakeGenerationStore } from '../../support/fakes/generation-store';
import { createFakeOptions, createFakeReader, noItems } from '../../support/fakes/readers';

const NS = 'ns-north';
const ctx: TenantContext = { namespaceId: NS, userId: 'generation-worker', role: 'DEFAULT' };
const STAMP = { namespaceId: NS, createdAt: '2026-03-01T09:00:00.000Z', updatedAt: '2026-03-01T09:00:00.000Z' };
const START = Date.parse('2026-03-10T08:00:00.000Z');

const company = CompanySchema.parse({ ...STAMP, id: 'company-1', name: 'Coldline', description: 'We keep cold chains visible.' });
const product = ProductSchema.parse({ ...STAMP, id: 'product-1', name: 'Sensors', description: 'Wireless pallet sensors.' });
const callToAction = CallToActionSchema.parse({ ...STAMP, id: 'cta-1', objective: 'Book a short call.' });
const campaign = CampaignSchema.parse({
  ...STAMP,
  id: 'campaign-1',
  name: 'Cold chains',
  channel: 'LINKEDIN',
  companyId: company.id,
  productId: product.id,
  callToActionId: callToAction.id,
});
const contact = ContactSchema.parse({
  ...STAMP,
  id: 'contact-1',
  email: 'ada@freight.example',
  firstName: 'Ada',
  lastName: 'Stone',
  jobTitle: 'Head of logistics',
});
const EMAIL_ID = emailIdFor(campaign.id, contact.id, 0);
const message: GenerationMessage = {
  namespaceId: NS,
  campaignId: campaign.id,
  contactId: contact.id,
  step: 0,
  emailId: EMAIL_ID,
};

/** The CREATED email the planner made for the message. */
const pending: EmailMessageItem = {
  ...STAMP,
  id: EMAIL_ID,
  campaignId: campaign.id,
  contactId: contact.id,
  type: 'ROOT',
  step: 0,
  status: 'CREATED',
  reviewStatus: 'NOT_REVIEWED',
  copyStatus: 'ORIGINAL',
  channel: 'LINKEDIN',
  language: 'ENGLISH',
};

const written: WriterResult = {
  status: 'WRITTEN',
  subject: '',
  html: '<html><body><p>Hi Ada, would a few lines about pallet sensors help?</p></body></html>',
  text: 'Hi Ada, would a few lines about pallet sensors help?',
  usage: { promptTokens: 900, completionTokens: 300, totalTokens: 1200 },
  verdict: { ok: true, violations: [], stats: { words: 10, bodySentences: 1, paragraphs: 1, characters: 52 } },
  attempts: 1,
  writer: 'openai:test',
};

/** A writer answering `results` in turn (the last one again after), each call held until `gate` opens. */
function scriptedWriter(results: readonly WriterResult[], gate: Promise<void> = Promise.resolve()) {
  const calls: string[] = [];
  const writer: Writer = {
    name: 'openai:test',
    async write(input) {
      calls.push(input.contact.firstName ?? '');
      await gate;
      return results[Math.min(calls.length - 1, results.length - 1)] ?? written;
    },
  };
  return { writer, calls };
}

/** The worker's ports in memory; the clock is START plus `clock.ms`. */
function worker(
  options: {
    writer?: Writer;
    instance?: InstancePlan | null;
    budget?: TokenBudget;
    campaign?: typeof campaign | null;
    product?: typeof product | null;
  } = {},
) {
  const generation = createFakeGenerationStore();
  generation.create(pending);
  const clock = { ms: 0 };
  const queued: QueueMessage<GenerationMessage>[] = [];
  const settled: number[] = [];
  const autoSent: string[] = [];
  const none = noItems;
  const scripted = scriptedWriter([written]);
  const deps: GenerationWorkerDeps = {
    campaigns: createFakeReader(options.campaign === null ? [] : [options.campaign ?? campaign]),
    contacts: createFakeReader([contact]),
    companies: createFakeReader([company]),
    products: createFakeReader(options.product === null ? [] : [options.product ?? product]),
    callToActions: createFakeReader([callToAction]),
    emails: none,
    personas: none,
    customerProfiles: none,
    sampleEmails: none,
    emailSenderConfigs: none,
    signatures: none,
    memberships: { find: () => Promise.resolve(null) },
    options: createFakeOptions(),
    store: generation.store,
    writer: options.writer ?? scripted.writer,
    budget: options.budget ?? {
      acquire: (tokens) => Promise.resolve({ tokens, settle: (used) => Promise.resolve(void settled.push(used)) }),
    },
    queue: { send: (messages) => Promise.resolve(void queued.push(...messages)).then(() => ({ failed: [] })) },
    instances: () =>
      Promise.resolve(options.instance === undefined ? { trialEndDate: '2026-04-30', isPaid: false } : options.instance),
    now: () => new Date(START + clock.ms),
    autoSend: (_ctx, emailId) => Promise.resolve(void autoSent.push(emailId)),
  };
  return { deps, generation, clock, queued, settled, autoSent, calls: scripted.calls };
}

describe('the generation worker writes a queued email once', () => {
  it('writes the email it leases, saves it SAVED, counts it and hands it to auto send', async () => {
    const w = worker();

    expect(await writeQueuedEmail(w.deps, message)).toBe('WRITTEN');

    expect(w.generation.email(ctx, EMAIL_ID)).toMatchObject({
      status: 'SAVED',
      writeOutcome: 'SAVED',
      bodyHtml: written.html,
      bodyText: written.text,
      writer: 'openai:test',
      totalTokens: 1200,
      updatedAt: '2026-03-10T08:00:00.000Z',
    });
    expect(w.generation.leaseOf(ctx, EMAIL_ID)).toBe(START + WRITE_LEASE_MS);
    expect((await w.generation.store.progress(ctx, [campaign.id])).get(campaign.id)).toMatchObject({
      queued: -1,
      written: 1,
      failed: 0,
    });
    expect(w.settled).toEqual([1200]);
    expect(w.autoSent).toEqual([EMAIL_ID]);
  });

  it('skips a repeated message once the email is saved, giving the whole grant back', async () => {
    const w = worker();
    await writeQueuedEmail(w.deps, message);

    expect(await writeQueuedEmail(w.deps, message)).toBe('SKIPPED');
    expect(w.calls).toHaveLength(1);
    expect(w.settled).toEqual([1200, 0]);
  });

  it('answers BUSY while another worker holds the lease, the model called once for the email', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const held = scriptedWriter([written], gate);
    const w = worker({ writer: held.writer });

    const first = writeQueuedEmail(w.deps, message);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await writeQueuedEmail(w.deps, message)).toBe('BUSY');
    open();
    expect(await first).toBe('WRITTEN');
    expect(held.calls).toHaveLength(1);
  });

  it('lets only the first save count when a worker took over a lease that ran out', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const slow = scriptedWriter([written], gate);
    const w = worker({ writer: slow.writer });
    const late = writeQueuedEmail(w.deps, message);
    await new Promise((resolve) => setImmediate(resolve));

    w.clock.ms = WRITE_LEASE_MS + 1;
    expect(await writeQueuedEmail({ ...w.deps, writer: scriptedWriter([written]).writer }, message)).toBe('WRITTEN');
    open();

    expect(await late).toBe('SKIPPED');
    expect((await w.generation.store.progress(ctx, [campaign.id])).get(campaign.id)).toMatchObject({ queued: -1, written: 1 });
  });
});

describe('the generation worker refuses work it must not do', () => {
  it('skips a message whose email id is not the one its campaign, contact and step derive, reading nothing', async () => {
    const w = worker();

    expect(await writeQueuedEmail(w.deps, { ...message, emailId: 'campaign-1_contact-2_0' })).toBe('SKIPPED');
    expect(w.settled).toEqual([]);
    expect(w.generation.leaseOf(ctx, EMAIL_ID)).toBeUndefined();
  });

  it('skips the emails of an instance whose trial ended unpaid, or that has no record, spending nothing', async () => {
    for (const instance of [{ trialEndDate: '2026-02-01', isPaid: false }, null]) {
      const w = worker({ instance });

      expect(await writeQueuedEmail(w.deps, message)).toBe('SKIPPED');
      expect(w.settled).toEqual([]);
      expect(w.generation.email(ctx, EMAIL_ID)?.status).toBe('CREATED');
    }
  });

  it('puts the message back for later, doubling the wait with each put-back, when the budget is spent', async () => {
    const w = worker({ budget: { acquire: () => Promise.resolve({ retryAfterMs: 3_000 }) } });

    expect(await writeQueuedEmail(w.deps, { ...message, putBacks: 2 })).toBe('REQUEUED');

    const [back] = w.queued;
    expect(back?.body).toEqual({ ...message, putBacks: 3 });
    expect(back?.id).toBe(`${NS}#${EMAIL_ID}`);
    // 3 s doubled twice is 12 s, spread by up to half of it
    expect(back?.delaySeconds).toBeGreaterThanOrEqual(12);
    expect(back?.delaySeconds).toBeLessThanOrEqual(18);
    expect(w.generation.leaseOf(ctx, EMAIL_ID)).toBeUndefined();
  });

  it('gives the lease back and skips while the campaign is not running', async () => {
    const w = worker({ campaign: { ...campaign, status: 'PAUSED' } });

    expect(await writeQueuedEmail(w.deps, message)).toBe('SKIPPED');
    expect(w.generation.leaseOf(ctx, EMAIL_ID)).toBeUndefined();
    expect(w.generation.email(ctx, EMAIL_ID)?.status).toBe('CREATED');
    expect(w.calls).toEqual([]);
  });

  it('fails the email, saying why, when its campaign was deleted', async () => {
    const w = worker({ campaign: null });

    expect(await writeQueuedEmail(w.deps, message)).toBe('FAILED');
    expect(w.generation.email(ctx, EMAIL_ID)).toMatchObject({
      status: 'FAILED',
      failureReason: 'The campaign or the contact was deleted before the email was written.',
      writer: 'none',
    });
    expect((await w.generation.store.progress(ctx, [campaign.id])).get(campaign.id)).toMatchObject({ queued: -1, failed: 1 });
  });

  it('fails the email, naming the part, when a part of the campaign is gone', async () => {
    const w = worker({ product: null });

    expect(await writeQueuedEmail(w.deps, message)).toBe('FAILED');
    expect(w.generation.email(ctx, EMAIL_ID)?.failureReason).toBe(
      "The campaign's product no longer exists: choose another in the campaign's settings.",
    );
    expect(w.calls).toEqual([]);
  });

  it('gives the lease back and puts the message back when the model asks to wait', async () => {
    const waiting = scriptedWriter([
      { ...written, status: 'FAILED', retryAfterMs: 20_000, usage: { ...written.usage, totalTokens: 0 } },
    ]);
    const w = worker({ writer: waiting.writer });

    expect(await writeQueuedEmail(w.deps, message)).toBe('REQUEUED');
    expect(w.generation.leaseOf(ctx, EMAIL_ID)).toBeUndefined();
    expect(w.generation.email(ctx, EMAIL_ID)?.status).toBe('CREATED');
    expect(w.queued.map((queued) => queued.body.putBacks)).toEqual([1]);
  });

  it('saves an email that still breaks a rule as FAILED, with the rule in its reason, and does not auto send it', async () => {
    const broken: WriterResult = {
      ...written,
      status: 'FAILED',
      verdict: {
        ok: false,
        violations: [
          { code: 'CTA_MISSING', message: 'The call to action is missing.', where: { part: 'body', section: 'callToAction' } },
        ],
        stats: written.verdict.stats,
      },
    };
    const w = worker({ writer: scriptedWriter([broken]).writer });

    expect(await writeQueuedEmail(w.deps, message)).toBe('FAILED');
    expect(w.generation.email(ctx, EMAIL_ID)).toMatchObject({
      status: 'FAILED',
      failureReason: 'The written email breaks 1 writing rule: The call to action is missing.',
      violations: [{ code: 'CTA_MISSING', message: 'The call to action is missing.' }],
    });
    expect(w.autoSent).toEqual([]);
  });
});
