import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { emailMessageEntity } from '../../../functions/adapters/dynamodb/entities/email-message';
import { cadenceRunStore, cadenceRunsFor, cadenceStopsFor } from '../../../functions/composition/cadence';
import { DAY_MS } from '../../../functions/core/cadences/steps';
import { emailIdFor } from '../../../functions/core/generation/email-id';
import { GenerationMessageSchema, type GenerationMessage } from '../../../functions/core/generation/messages';
import { writeQueuedEmail } from '../../../functions/core/generation/worker';
import type { EmailStatus } from '../../../shared/domain/email';
import { createOfflineWriter } from '../../../functions/core/writing/offline';
import { JOBS } from '../../../shared/platform/jobs';
import type { Campaign } from '../../../shared/schemas/campaign';
import { CreateCadenceInputSchema, type CadenceStepInputSchema } from '../../../shared/schemas/cadence';
import { CreateContactInputSchema } from '../../../shared/schemas/contact';
import * as z from '../../../shared/schemas/zod';
import { jobWiring, seedCampaign, testWorkerDeps, type SeededCampaign } from '../../support/generation';
import { installDeps, settableClock, type TestDeps } from '../../support/http';
import { writeCampaign } from '../../support/sending';
import { useTestTable } from '../../support/table-per-file';

const table = useTestTable();
const clock = settableClock('2026-03-02T10:00:00.000Z');
let deps: TestDeps;
let count = 0;

beforeAll(() => {
  deps = installDeps(table, clock);
});

beforeEach(() => {
  deps.queues.take('generation');
});

/** `days` (and `hours`) after `from`, as ISO. */
function after(from: string, days: number, hours = 0): string {
  return new Date(Date.parse(from) + days * DAY_MS + hours * 3_600_000).toISOString();
}

/** The cadence engine as the daily job composes it. */
function engine() {
  return cadenceRunsFor(jobWiring(JOBS.cadence, clock));
}

/** The cadence job run at `at` (the schedule's time), the clock set there too. */
async function job(at: string) {
  clock.set(at);
  return engine().runDue(new Date(at), {
    onError: (_, error) => {
      throw error;
    },
  });
}

/** Stopping and postponing as the inbound consumer composes them. */
function stops() {
  return cadenceStopsFor(jobWiring(JOBS.inboundConsumer, clock));
}

/** An instance with a RUNNING campaign over `contacts` contacts, its first emails written (SAVED) at the clock's time. */
async function world(
  contacts: number,
  options: { readonly auto?: boolean; readonly campaign?: Partial<Campaign>; readonly at?: string } = {},
): Promise<SeededCampaign> {
  count += 1;
  if (options.at) clock.set(options.at);
  const seeded = await seedCampaign(deps, {
    namespaceId: `cad-${count}-${Date.now().toString(36)}`,
    owner: count,
    contacts,
    domainOf: (n) => `distributor${n}.example`,
    ...(options.campaign ? { campaign: options.campaign } : {}),
  });
  if (options.auto) await deps.repos.options.set(seeded.ctx, 'AUTO_CADENCES', 'ACTIVE');
  await writeCampaign(deps, seeded, clock);
  return seeded;
}

/** Puts the email in `status` with its sending time, as the send worker (and a reply) leave it. */
async function markSent(w: SeededCampaign, emailId: string, sentAt: string, status: EmailStatus = 'SENT') {
  const email = await deps.repos.emailMessages.get(w.ctx, emailId);
  await emailMessageEntity(table.client, table.tableName)
    .patch({ namespaceId: w.ctx.namespaceId, id: emailId })
    .set({ status, sentAt, updatedAt: sentAt })
    .composite({ campaignId: email.campaignId, createdAt: email.createdAt })
    .go({ response: 'none' });
}

/** The generation messages queued for the instance (taken off the queue). */
function messagesOf(w: SeededCampaign): GenerationMessage[] {
  return deps.queues
    .take('generation')
    .map((message) => GenerationMessageSchema.parse(message.body))
    .filter((message) => message.namespaceId === w.ctx.namespaceId);
}

/** Writes queued messages with the offline writer, as the generation consumer does. */
async function write(messages: readonly GenerationMessage[]) {
  const worker = { ...testWorkerDeps(clock), writer: createOfflineWriter() };
  for (const message of messages) expect(await writeQueuedEmail(worker, message)).toBe('WRITTEN');
}

async function emailsOf(w: SeededCampaign) {
  return (await deps.repos.emailMessages.listByCampaign(w.ctx, w.campaign.id, { limit: 100 })).items;
}

function runOf(w: SeededCampaign, contactId: string) {
  return cadenceRunStore(jobWiring(JOBS.cadence, clock)).get(w.ctx, contactId, w.campaign.id);
}

const root = (w: SeededCampaign, contactId: string) => emailIdFor(w.campaign.id, contactId, 0);

describe('cadence runs', () => {
  it('start with the first email: one per campaign and contact, first looked at a day later', async () => {
    const w = await world(2, { at: '2026-03-02T10:00:00.000Z' });
    for (const contactId of w.contactIds) {
      expect(await runOf(w, contactId)).toMatchObject({
        state: 'ACTIVE',
        position: 1,
        lastStep: 0,
        nextAt: '2026-03-03T10:00:00.000Z',
        campaignId: w.campaign.id,
        contactId,
      });
    }
  });

  it('auto cadence: follow-ups 3 and 7 days after the first email, each once, then NO_REPLY 3 days after the last', async () => {
    const start = '2026-04-01T10:00:00.000Z';
    const w = await world(1, { auto: true, at: start });
    const [contactId] = w.contactIds as [string];
    const sentAt = after(start, 0, 1);
    await markSent(w, root(w, contactId), sentAt);

    await job(after(start, 2));
    expect(await emailsOf(w)).toHaveLength(1);
    expect(messagesOf(w)).toEqual([]);
    expect(await runOf(w, contactId)).toMatchObject({ state: 'ACTIVE', position: 1, nextAt: after(sentAt, 3) });

    await job(after(sentAt, 3));
    const firstId = emailIdFor(w.campaign.id, contactId, 1);
    const first = await deps.repos.emailMessages.get(w.ctx, firstId);
    expect(first).toMatchObject({
      status: 'CREATED',
      type: 'FOLLOW_UP',
      step: 1,
      threadRootId: root(w, contactId),
      contactId,
      channel: 'EMAIL',
      language: 'ENGLISH',
      contactEmail: 'buyer0@distributor0.example',
    });
    const queued = messagesOf(w);
    expect(queued).toEqual([{ namespaceId: w.ctx.namespaceId, campaignId: w.campaign.id, contactId, step: 1, emailId: firstId }]);
    expect(await runOf(w, contactId)).toMatchObject({ position: 3, lastStep: 1, nextAt: after(sentAt, 4) });

    // the job run again at the same time: no second email, no second message
    await job(after(sentAt, 3));
    expect(await emailsOf(w)).toHaveLength(2);
    expect(messagesOf(w)).toEqual([]);

    await write(queued);
    expect(await deps.repos.emailMessages.get(w.ctx, firstId)).toMatchObject({ status: 'SAVED', type: 'FOLLOW_UP' });
    const firstSentAt = after(sentAt, 3, 2);
    await markSent(w, firstId, firstSentAt);

    await job(after(start, 6));
    expect(await emailsOf(w)).toHaveLength(2);
    await job(after(firstSentAt, 4));
    const secondId = emailIdFor(w.campaign.id, contactId, 2);
    expect(await deps.repos.emailMessages.get(w.ctx, secondId)).toMatchObject({ status: 'CREATED', step: 2, type: 'FOLLOW_UP' });
    const second = messagesOf(w);
    expect(second.map((message) => message.emailId)).toEqual([secondId]);
    await write(second);
    const secondSentAt = after(firstSentAt, 4, 1);
    await markSent(w, secondId, secondSentAt);

    await job(after(secondSentAt, 2));
    expect(await runOf(w, contactId)).toMatchObject({ state: 'ACTIVE', position: 5, lastStep: 2 });
    expect(await deps.repos.contacts.get(w.ctx, contactId)).toMatchObject({ status: 'IN_PROGRESS' });

    await job(after(secondSentAt, 3));
    expect(await runOf(w, contactId)).toMatchObject({ state: 'ENDED', endReason: 'NO_REPLY' });
    expect(await deps.repos.contacts.get(w.ctx, contactId)).toMatchObject({ status: 'NO_REPLY' });
    expect(await emailsOf(w)).toHaveLength(3);
    expect(messagesOf(w)).toEqual([]);
  });

  it("auto cadence: waits the campaign's follow-up delay before the first follow-up", async () => {
    const start = '2026-04-06T10:00:00.000Z';
    const w = await world(1, { auto: true, at: start, campaign: { followUpAfterDays: 5 } });
    const [contactId] = w.contactIds as [string];
    const sentAt = after(start, 0, 1);
    await markSent(w, root(w, contactId), sentAt);

    await job(after(sentAt, 3));
    expect(await emailsOf(w)).toHaveLength(1);
    expect(messagesOf(w)).toEqual([]);
    expect(await runOf(w, contactId)).toMatchObject({ state: 'ACTIVE', position: 1, nextAt: after(sentAt, 5) });

    await job(after(sentAt, 5));
    const firstId = emailIdFor(w.campaign.id, contactId, 1);
    expect(await deps.repos.emailMessages.get(w.ctx, firstId)).toMatchObject({ status: 'CREATED', type: 'FOLLOW_UP', step: 1 });
    expect(messagesOf(w).map((message) => message.emailId)).toEqual([firstId]);
    expect(await runOf(w, contactId)).toMatchObject({ position: 3, lastStep: 1 });
  });

  it('makes one follow-up when two jobs run at once', async () => {
    const start = '2026-05-01T10:00:00.000Z';
    const w = await world(3, { auto: true, at: start });
    for (const contactId of w.contactIds) await markSent(w, root(w, contactId), start);

    const at = after(start, 3);
    clock.set(at);
    await Promise.all([engine().runDue(new Date(at)), engine().runDue(new Date(at))]);
    const followUps = (await emailsOf(w)).filter((email) => email.type === 'FOLLOW_UP');
    expect(followUps).toHaveLength(3);
    const queued = messagesOf(w);
    expect(queued).toHaveLength(3);
    expect(new Set(queued.map((message) => message.contactId))).toEqual(new Set(w.contactIds));
    for (const contactId of w.contactIds) expect(await runOf(w, contactId)).toMatchObject({ position: 3, lastStep: 1 });
  });

  it('the first email only, with auto cadences off: no follow-up, NO_REPLY 3 days after it was sent', async () => {
    const start = '2026-06-01T10:00:00.000Z';
    const w = await world(1, { at: start });
    const [contactId] = w.contactIds as [string];
    await markSent(w, root(w, contactId), start);

    await job(after(start, 1));
    expect(await runOf(w, contactId)).toMatchObject({ state: 'ACTIVE', nextAt: after(start, 3) });
    await job(after(start, 3));
    expect(await emailsOf(w)).toHaveLength(1);
    expect(messagesOf(w)).toEqual([]);
    expect(await runOf(w, contactId)).toMatchObject({ state: 'ENDED', endReason: 'NO_REPLY' });
    expect(await deps.repos.contacts.get(w.ctx, contactId)).toMatchObject({ status: 'NO_REPLY' });
  });

  it('waits while the first email is not sent, and ends when it was cancelled', async () => {
    const start = '2026-06-10T10:00:00.000Z';
    const w = await world(2, { auto: true, at: start });
    const [waiting, cancelled] = w.contactIds as [string, string];
    await markSent(w, root(w, cancelled), start, 'CANCELLED');

    await job(after(start, 4));
    expect(await runOf(w, waiting)).toMatchObject({ state: 'ACTIVE', position: 1, nextAt: after(start, 5) });
    expect(await runOf(w, cancelled)).toMatchObject({ state: 'ENDED', endReason: 'EMAIL_NOT_SENT' });
    expect(await emailsOf(w)).toHaveLength(2);
  });

  it('stopRunsOfContact ends every ACTIVE run of the contact once, and nothing more is created', async () => {
    const start = '2026-07-01T10:00:00.000Z';
    const w = await world(2, { auto: true, at: start });
    const [replied, other] = w.contactIds as [string, string];
    for (const contactId of w.contactIds) await markSent(w, root(w, contactId), start);

    expect(await stops().stopRunsOfContact(w.ctx, replied, 'REPLIED', new Date(after(start, 1)))).toBe(1);
    expect(await stops().stopRunsOfContact(w.ctx, replied, 'REPLIED', new Date(after(start, 1)))).toBe(0);
    expect(await runOf(w, replied)).toMatchObject({ state: 'ENDED', endReason: 'REPLIED', endedAt: after(start, 1) });

    await job(after(start, 3));
    expect((await emailsOf(w)).filter((email) => email.type === 'FOLLOW_UP').map((email) => email.contactId)).toEqual([other]);
    expect(messagesOf(w).map((message) => message.contactId)).toEqual([other]);
    expect(await runOf(w, replied)).toMatchObject({ state: 'ENDED', endReason: 'REPLIED' });
  });

  it('a contact who replied (or bounced) ends the run at its next look', async () => {
    const start = '2026-07-10T10:00:00.000Z';
    const w = await world(2, { auto: true, at: start });
    const [replied, bounced] = w.contactIds as [string, string];
    for (const contactId of w.contactIds) await markSent(w, root(w, contactId), start);
    await deps.repos.contacts.update(w.ctx, replied, { status: 'REPLIED' });
    await deps.repos.contacts.update(w.ctx, bounced, { emailStatus: 'BOUNCED' });

    await job(after(start, 3));
    expect(await runOf(w, replied)).toMatchObject({ state: 'ENDED', endReason: 'REPLIED' });
    expect(await runOf(w, bounced)).toMatchObject({ state: 'ENDED', endReason: 'BOUNCED' });
    expect(await emailsOf(w)).toHaveLength(2);
    expect(messagesOf(w)).toEqual([]);
  });

  it('postponeRunsOfContact moves the 3-day follow-up to the given date, never earlier', async () => {
    const start = '2026-08-01T10:00:00.000Z';
    const w = await world(1, { auto: true, at: start });
    const [contactId] = w.contactIds as [string];
    await markSent(w, root(w, contactId), start);

    const back = after(start, 6);
    expect(await stops().postponeRunsOfContact(w.ctx, contactId, new Date(back))).toBe(1);
    expect(await stops().postponeRunsOfContact(w.ctx, contactId, new Date(back))).toBe(0);
    expect(await stops().postponeRunsOfContact(w.ctx, contactId, new Date(after(start, 4)))).toBe(0);
    expect(await runOf(w, contactId)).toMatchObject({ notBefore: back });

    await job(after(start, 3));
    expect(await emailsOf(w)).toHaveLength(1);
    expect(await runOf(w, contactId)).toMatchObject({ state: 'ACTIVE', nextAt: back });
    await job(back);
    expect(messagesOf(w).map((message) => message.step)).toEqual([1]);
    expect(await deps.repos.emailMessages.get(w.ctx, emailIdFor(w.campaign.id, contactId, 1))).toMatchObject({
      type: 'FOLLOW_UP',
    });
  });

  it("runs a campaign's own cadence: its delays, its conditions, DO_NOTHING", async () => {
    const start = '2026-09-01T10:00:00.000Z';
    const steps: z.input<typeof CadenceStepInputSchema>[] = [
      { type: 'ACTION', actionType: 'SEND_EMAIL_ROOT', delayDays: 1 },
      { type: 'ACTION', actionType: 'SEND_EMAIL', delayDays: 2 },
      { type: 'CONDITION', conditionType: 'DID_NOT_REPLY_ROOT' },
      { type: 'ACTION', actionType: 'DO_NOTHING', delayDays: 1 },
    ];
    const probe = await world(0, { at: start });
    const cadence = await deps.services.cadence.create(probe.ctx, z.parse(CreateCadenceInputSchema, { name: 'Short', steps }));
    // a campaign of the instance with that cadence (auto cadences on: its own cadence comes first)
    const w = await seedOnInstance(probe, 1, { cadenceId: cadence.id });
    await deps.repos.options.set(w.ctx, 'AUTO_CADENCES', 'ACTIVE');
    const [contactId] = w.contactIds as [string];
    await markSent(w, root(w, contactId), start);

    await job(after(start, 2));
    const followUpId = emailIdFor(w.campaign.id, contactId, 1);
    expect(await deps.repos.emailMessages.get(w.ctx, followUpId)).toMatchObject({ type: 'FOLLOW_UP', step: 1 });
    await write(messagesOf(w));
    await markSent(w, followUpId, after(start, 2, 1));

    await job(after(start, 3, 2));
    expect(await runOf(w, contactId)).toMatchObject({ state: 'ENDED', endReason: 'DO_NOTHING' });
    expect(await emailsOf(w)).toHaveLength(2);
  });

  it('LAST_REPLIED and DID_NOT_REPLY_ROOT read the thread', async () => {
    const start = '2026-10-01T10:00:00.000Z';
    const probe = await world(0, { at: start });
    const lastReplied = await deps.services.cadence.create(
      probe.ctx,
      z.parse(CreateCadenceInputSchema, {
        name: 'After a reply',
        steps: [
          { type: 'ACTION', actionType: 'SEND_EMAIL_ROOT', delayDays: 1 },
          { type: 'CONDITION', conditionType: 'LAST_REPLIED' },
          { type: 'ACTION', actionType: 'SEND_EMAIL', delayDays: 1 },
        ],
      }),
    );
    const w = await seedOnInstance(probe, 2, { cadenceId: lastReplied.id });
    const [answered, silent] = w.contactIds as [string, string];
    // the email was replied to while the contact's own status was set back by the rep
    await markSent(w, root(w, answered), start, 'REPLIED');
    await markSent(w, root(w, silent), start);

    await job(after(start, 1));
    expect(messagesOf(w).map((message) => message.contactId)).toEqual([answered]);
    expect(await runOf(w, answered)).toMatchObject({ state: 'ACTIVE', position: 3, lastStep: 1 });
    expect(await runOf(w, silent)).toMatchObject({ state: 'ENDED', endReason: 'CONDITION_FALSE' });

    const auto = await seedOnInstance(probe, 1, {});
    await deps.repos.options.set(auto.ctx, 'AUTO_CADENCES', 'ACTIVE');
    const [rootReplied] = auto.contactIds as [string];
    await markSent(auto, root(auto, rootReplied), start, 'REPLIED');
    await job(after(start, 3));
    expect(await runOf(auto, rootReplied)).toMatchObject({ state: 'ENDED', endReason: 'CONDITION_FALSE' });
  });

  it('ends with the campaign, and waits while it is paused', async () => {
    const start = '2026-11-01T10:00:00.000Z';
    const stopped = await world(1, { auto: true, at: start });
    const paused = await world(1, { auto: true, at: start });
    for (const w of [stopped, paused]) await markSent(w, root(w, w.contactIds[0] as string), start);
    await deps.services.campaign.setStatus(stopped.ctx, stopped.campaign.id, 'STOPPED');
    await deps.services.campaign.setStatus(paused.ctx, paused.campaign.id, 'PAUSED');

    await job(after(start, 3));
    expect(await runOf(stopped, stopped.contactIds[0] as string)).toMatchObject({ state: 'ENDED', endReason: 'CAMPAIGN_ENDED' });
    expect(await runOf(paused, paused.contactIds[0] as string)).toMatchObject({ state: 'ACTIVE', nextAt: after(start, 4) });

    await deps.services.campaign.setStatus(paused.ctx, paused.campaign.id, 'RUNNING');
    await job(after(start, 4));
    expect(messagesOf(paused)).toHaveLength(1);
  });

  it("reads and writes a run's ids only in its own instance", async () => {
    const start = '2026-12-01T10:00:00.000Z';
    const a = await world(1, { auto: true, at: start });
    const b = await world(1, { auto: true, at: start });
    const [contactA] = a.contactIds as [string];
    await markSent(a, root(a, contactA), start);
    await markSent(b, root(b, b.contactIds[0] as string), start);

    // instance B naming A's contact stops and postpones nothing
    expect(await stops().stopRunsOfContact(b.ctx, contactA, 'REPLIED', new Date(start))).toBe(0);
    expect(await stops().postponeRunsOfContact(b.ctx, contactA, new Date(after(start, 9)))).toBe(0);
    expect(await runOf(a, contactA)).toMatchObject({ state: 'ACTIVE' });
    expect(await runOf(b, contactA)).toBeNull();

    clock.set(after(start, 3));
    await engine().runDue(new Date(after(start, 3)));
    const queued = deps.queues.take('generation').map((message) => GenerationMessageSchema.parse(message.body));
    for (const w of [a, b]) {
      const mine = queued.filter((message) => message.namespaceId === w.ctx.namespaceId);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ campaignId: w.campaign.id, contactId: w.contactIds[0], step: 1 });
      const followUps = (await emailsOf(w)).filter((email) => email.type === 'FOLLOW_UP');
      expect(followUps.map((email) => email.namespaceId)).toEqual([w.ctx.namespaceId]);
    }
  });
});

describe('the cadence job', () => {
  it("runs at the schedule's time its event carries, else at the clock's", async () => {
    const start = '2027-01-04T10:00:00.000Z';
    const w = await world(1, { auto: true, at: start });
    const [contactId] = w.contactIds as [string];
    await markSent(w, root(w, contactId), start);
    // the job's module composes itself on its first call, from the installed runtime
    const { handler } = await import('../../../functions/workers/cadence');

    // the clock reads the first day; the (sped-up) schedule's time is three days on
    clock.set(after(start, 0, 2));
    await handler({ job: 'Cadence', scheduledTime: after(start, 3) });
    expect(messagesOf(w).map((message) => message.step)).toEqual([1]);
    expect(await runOf(w, contactId)).toMatchObject({ lastStep: 1, nextAt: after(start, 4) });

    await handler({ job: 'Cadence' });
    expect(await runOf(w, contactId)).toMatchObject({ lastStep: 1, nextAt: after(start, 4) });
    clock.set(after(start, 4));
    const summary = await handler({ job: 'Cadence', scheduledTime: 'not a time' });
    expect(summary.failed).toBe(0);
    // the follow-up is not sent yet: a day later
    expect(await runOf(w, contactId)).toMatchObject({ lastStep: 1, nextAt: after(start, 5) });
  });
});

/** Another campaign in `instance`, over `contacts` new contacts, its first emails written. */
async function seedOnInstance(instance: SeededCampaign, contacts: number, campaign: Partial<Campaign>): Promise<SeededCampaign> {
  const list = await deps.services.contactList.create(instance.ctx, { name: `List ${Date.now().toString(36)}` });
  const contactIds: string[] = [];
  for (let n = 0; n < contacts; n += 1) {
    const contact = await deps.services.contact.create(
      instance.ctx,
      z.parse(CreateContactInputSchema, {
        email: `lead${n}-${list.id.toLowerCase()}@wholesale${n}.example`,
        firstName: `Lead${n}`,
        jobTitle: 'Head of Logistics',
        contactListId: list.id,
      }),
    );
    contactIds.push(contact.id);
  }
  const created = await deps.services.campaign.create(instance.ctx, {
    name: 'Cadence campaign',
    companyId: instance.campaign.companyId,
    productId: instance.campaign.productId,
    callToActionId: instance.campaign.callToActionId,
    senderConfigIds: instance.campaign.senderConfigIds,
    contactListId: list.id,
    generatorVersion: 'MCP_NO_LINKS_GENERATOR',
    channel: 'EMAIL',
    language: 'ENGLISH',
    ...campaign,
  });
  const seeded = { ctx: instance.ctx, campaign: created, contactIds, listId: list.id };
  await writeCampaign(deps, seeded, clock);
  return seeded;
}
