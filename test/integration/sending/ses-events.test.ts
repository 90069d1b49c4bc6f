import type { Context, SQSBatchResponse, SQSRecord } from 'aws-lambda';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createCadenceRunStore } from '../../../functions/adapters/dynamodb/cadence-run-store';
import { campaignProgressEntity } from '../../../functions/adapters/dynamodb/entities/campaign-progress';
import { inboundEventEntity } from '../../../functions/adapters/dynamodb/entities/inbound-event';
import { createSendStore } from '../../../functions/adapters/dynamodb/send-store';
import { emailIdFor } from '../../../functions/core/generation/email-id';
import type { EmailMessageItem } from '../../../functions/core/ports/items';
import { SOFT_BOUNCE_LIMIT } from '../../../functions/core/tracking/delivery-events';
import { sendQueuedEmail } from '../../../functions/core/sending/worker';
import { seedCampaign, type SeededCampaign } from '../../support/generation';
import { installDeps, settableClock, type TestDeps } from '../../support/http';
import { testSendWorkerDeps, testSuppression, writeAndSchedule, writeFollowUp } from '../../support/sending';
import { smtpSending } from '../../support/sending-world';
import { sesEvent, sqsEvent, sqsRecord, type SesEventOverrides } from '../../support/ses-events';
import { useTestTable } from '../../support/table-per-file';

const table = useTestTable();
const clock = settableClock('2026-03-02T10:00:00.000Z');
let deps: TestDeps;
let count = 0;

beforeAll(() => {
  deps = installDeps(table, clock);
});

beforeEach(() => {
  clock.set('2026-03-02T10:00:00.000Z');
  deps.queues.take('sending');
  deps.queues.take('generation');
});

// the worlds send from their STUB sender: only the planner loop is used
const { planUntilQueued } = smtpSending({ deps: () => deps, clock, server: () => ({ port: 0, password: '' }), prefix: 'ses' });

/** An instance whose campaign sent its first email to each of its contacts (STUB sender): the emails as sent. */
async function sentWorld(contacts = 1): Promise<{ world: SeededCampaign; emails: EmailMessageItem[]; mailbox: string }> {
  count += 1;
  const world = await seedCampaign(deps, {
    namespaceId: `ses-${String(count)}-${Date.now().toString(36)}`,
    owner: count,
    contacts,
    domainOf: (n) => `distributor${String(n)}.example`,
  });
  await writeAndSchedule(deps, world, clock);
  const messages = await planUntilQueued(world, 6, contacts);
  for (const message of [...messages].sort((a, b) => a.plannedAt.localeCompare(b.plannedAt))) {
    clock.set(message.plannedAt);
    await expect(sendQueuedEmail(testSendWorkerDeps(clock), message)).resolves.toBe('SENT');
  }
  const emails = await Promise.all(
    world.contactIds.map((contactId) => deps.repos.emailMessages.get(world.ctx, emailIdFor(world.campaign.id, contactId, 0))),
  );
  expect(emails.every((email) => email.status === 'SENT' && email.providerMessageId !== undefined)).toBe(true);
  return { world, emails, mailbox: `maya@${world.ctx.namespaceId}.example` };
}

/** An SQS record of the fixture `name` about this email of this instance. */
function about(world: SeededCampaign, email: EmailMessageItem, name: string, overrides: SesEventOverrides = {}): SQSRecord {
  return sqsRecord(
    sesEvent(name, {
      namespaceId: world.ctx.namespaceId,
      emailId: email.id,
      messageId: email.providerMessageId ?? '',
      ...overrides,
    }),
  );
}

/** The inbound-events queue's consumer, its real handler, with these records as one batch. */
async function deliver(...records: SQSRecord[]): Promise<SQSBatchResponse> {
  const { handler } = await import('../../../functions/workers/inbound-events');
  return handler(sqsEvent(...records), { getRemainingTimeInMillis: () => 30_000 } as unknown as Context);
}

async function emailOf(world: SeededCampaign, id: string): Promise<EmailMessageItem> {
  return deps.repos.emailMessages.get(world.ctx, id);
}

async function contactOf(world: SeededCampaign, index = 0) {
  return deps.repos.contacts.get(world.ctx, world.contactIds[index] ?? '');
}

/** The mailbox's hard bounces and complaints recorded over March 2026 (whatever its time zone). */
async function mailboxOutcomes(world: SeededCampaign, mailbox: string) {
  const { bounced, complained } = await createSendStore(table.client, table.tableName).outcomes(
    world.ctx,
    mailbox,
    '2026-03-01',
    '2026-03-31',
  );
  return { bounced, complained };
}

async function campaignCounts(world: SeededCampaign) {
  const { data } = await campaignProgressEntity(table.client, table.tableName)
    .get({ namespaceId: world.ctx.namespaceId, campaignId: world.campaign.id })
    .go();
  return { bounced: data?.bounced ?? 0, complained: data?.complained ?? 0, opened: data?.opened ?? 0 };
}

const TRANSIENTS = [
  'bounce-transient-general',
  'bounce-transient-mailbox-full',
  'bounce-transient-message-too-large',
  'bounce-transient-content-rejected',
  'bounce-transient-attachment-rejected',
] as const;

/** Soft bounce number `n` (each its own SES feedbackId and event id). */
function transient(world: SeededCampaign, email: EmailMessageItem, n: number): SQSRecord {
  return about(world, email, TRANSIENTS[n % TRANSIENTS.length] ?? 'bounce-transient-general', {
    feedbackId: `0102019571c3b0aa-soft-${String(n)}-000000`,
    eventId: `soft-bounce-event-${String(n)}`,
  });
}

describe('a hard bounce', () => {
  it("marks the email BOUNCED, suppresses the contact, cancels its pending emails and counts the mailbox's bounce", async () => {
    const { world, emails, mailbox } = await sentWorld();
    const [email] = emails;
    if (!email) throw new Error('expected an email');
    const followUpId = await writeFollowUp(deps, world, email.contactId, 1, clock);

    const answer = await deliver(about(world, email, 'bounce-permanent-general'));

    expect(answer.batchItemFailures).toEqual([]);
    const bounced = await emailOf(world, email.id);
    expect(bounced.status).toBe('BOUNCED');
    expect(bounced.failureReason).toBe("The recipient's mail server bounced the email (Permanent, General, 5.1.1).");
    // not written to again, and the contact's email status says why
    expect(await contactOf(world)).toMatchObject({ status: 'DO_NOT_CONTACT', emailStatus: 'BOUNCED' });
    expect((await emailOf(world, followUpId)).status).toBe('CANCELLED');
    // the contact's cadence ends at once, not at the cadence job's next look
    const run = await createCadenceRunStore(table.client, table.tableName).get(world.ctx, email.contactId, world.campaign.id);
    expect(run).toMatchObject({ state: 'ENDED', endReason: 'BOUNCED' });
    expect(await mailboxOutcomes(world, mailbox)).toEqual({ bounced: 1, complained: 0 });
    expect((await campaignCounts(world)).bounced).toBe(1);
  });

  it.each(['bounce-permanent-no-email', 'bounce-permanent-suppressed', 'bounce-permanent-on-account-suppression-list'])(
    'treats %s as a hard bounce',
    async (name) => {
      const { world, emails } = await sentWorld();
      const [email] = emails;
      if (!email) throw new Error('expected an email');

      await deliver(about(world, email, name));

      expect((await emailOf(world, email.id)).status).toBe('BOUNCED');
      expect((await contactOf(world)).status).toBe('DO_NOT_CONTACT');
    },
  );

  it('changes and counts nothing more when the same event comes again', async () => {
    const { world, emails, mailbox } = await sentWorld();
    const [email] = emails;
    if (!email) throw new Error('expected an email');
    await deliver(about(world, email, 'bounce-permanent-general'));
    const first = await emailOf(world, email.id);

    const answer = await deliver(about(world, email, 'bounce-permanent-general'));

    expect(answer.batchItemFailures).toEqual([]);
    expect(await emailOf(world, email.id)).toEqual(first);
    expect(await mailboxOutcomes(world, mailbox)).toEqual({ bounced: 1, complained: 0 });
    expect((await campaignCounts(world)).bounced).toBe(1);
  });

  it('counts once when the same event comes twice at once', async () => {
    const { world, emails, mailbox } = await sentWorld();
    const [email] = emails;
    if (!email) throw new Error('expected an email');

    const answers = await Promise.all([
      deliver(about(world, email, 'bounce-permanent-general')),
      deliver(about(world, email, 'bounce-permanent-general')),
    ]);

    expect(answers.flatMap((answer) => answer.batchItemFailures)).toEqual([]);
    expect((await emailOf(world, email.id)).status).toBe('BOUNCED');
    expect(await mailboxOutcomes(world, mailbox)).toEqual({ bounced: 1, complained: 0 });
    expect((await campaignCounts(world)).bounced).toBe(1);
  });

  it('applies an event with fields SES added that we do not know', async () => {
    const { world, emails } = await sentWorld();
    const [email] = emails;
    if (!email) throw new Error('expected an email');

    const answer = await deliver(about(world, email, 'extra-fields'));

    expect(answer.batchItemFailures).toEqual([]);
    expect((await emailOf(world, email.id)).status).toBe('BOUNCED');
  });
});

describe('soft bounces', () => {
  it(`count as a hard bounce when ${String(SOFT_BOUNCE_LIMIT)} come in a row`, async () => {
    const { world, emails, mailbox } = await sentWorld();
    const [email] = emails;
    if (!email) throw new Error('expected an email');

    for (let n = 0; n < SOFT_BOUNCE_LIMIT - 1; n += 1) await deliver(transient(world, email, n));
    const before = { email: await emailOf(world, email.id), contact: await contactOf(world) };
    const answer = await deliver(transient(world, email, SOFT_BOUNCE_LIMIT - 1));

    expect(before.email.status).toBe('SENT');
    expect(before.contact).toMatchObject({ status: 'IN_PROGRESS', softBounces: SOFT_BOUNCE_LIMIT - 1 });
    expect(answer.batchItemFailures).toEqual([]);
    expect((await emailOf(world, email.id)).status).toBe('BOUNCED');
    expect(await contactOf(world)).toMatchObject({ status: 'DO_NOT_CONTACT', softBounces: SOFT_BOUNCE_LIMIT });
    expect(await mailboxOutcomes(world, mailbox)).toEqual({ bounced: 1, complained: 0 });
  });

  it('start again from 0 after a delivery: 4, a delivery, then 4 more are no hard bounce', async () => {
    const { world, emails, mailbox } = await sentWorld();
    const [email] = emails;
    if (!email) throw new Error('expected an email');

    for (let n = 0; n < 4; n += 1) await deliver(transient(world, email, n));
    await deliver(about(world, email, 'delivery'));
    const afterDelivery = await contactOf(world);
    for (let n = 4; n < 8; n += 1) await deliver(transient(world, email, n));

    expect(afterDelivery.softBounces).toBe(0);
    expect((await emailOf(world, email.id)).status).toBe('SENT');
    expect(await contactOf(world)).toMatchObject({ status: 'IN_PROGRESS', softBounces: 4 });
    expect(await mailboxOutcomes(world, mailbox)).toEqual({ bounced: 0, complained: 0 });
  });

  it('count one event once, replayed or delivered twice at once, and remember it with a TTL', async () => {
    const { world, emails } = await sentWorld();
    const [email] = emails;
    if (!email) throw new Error('expected an email');

    await deliver(transient(world, email, 0));
    await deliver(transient(world, email, 0));
    await Promise.all([deliver(transient(world, email, 0)), deliver(transient(world, email, 0))]);

    expect((await contactOf(world)).softBounces).toBe(1);
    const { data: seen } = await inboundEventEntity(table.client, table.tableName)
      .get({ namespaceId: world.ctx.namespaceId, eventKey: '0102019571c3b0aa-soft-0-000000' })
      .go();
    expect(seen).toMatchObject({ kind: 'SOFT_BOUNCE', emailId: email.id, contactId: email.contactId });
    expect(seen?.expiresAt).toBe(Math.floor(clock().getTime() / 1000) + 30 * 86_400);
  });

  it('count two different events at once as two', async () => {
    const { world, emails } = await sentWorld();
    const [email] = emails;
    if (!email) throw new Error('expected an email');

    await Promise.all([deliver(transient(world, email, 0)), deliver(transient(world, email, 1))]);

    expect((await contactOf(world)).softBounces).toBe(2);
  });

  it('count an Undetermined bounce as a soft one', async () => {
    const { world, emails } = await sentWorld();
    const [email] = emails;
    if (!email) throw new Error('expected an email');

    await deliver(about(world, email, 'bounce-undetermined'));

    expect((await emailOf(world, email.id)).status).toBe('SENT');
    expect(await contactOf(world)).toMatchObject({ status: 'IN_PROGRESS', softBounces: 1 });
  });
});

describe('a complaint', () => {
  it.each(['complaint-abuse', 'complaint-without-feedback-type'])(
    "(%s) marks the email SPAM, suppresses the contact and counts the mailbox's complaint once",
    async (name) => {
      const { world, emails, mailbox } = await sentWorld();
      const [email] = emails;
      if (!email) throw new Error('expected an email');

      await deliver(about(world, email, name));
      const answer = await deliver(about(world, email, name));

      expect(answer.batchItemFailures).toEqual([]);
      expect((await emailOf(world, email.id)).status).toBe('SPAM');
      expect(await contactOf(world)).toMatchObject({ status: 'DO_NOT_CONTACT', emailStatus: 'SPAM' });
      expect(await mailboxOutcomes(world, mailbox)).toEqual({ bounced: 0, complained: 1 });
      expect((await campaignCounts(world)).complained).toBe(1);
    },
  );

  it('leaves a BOUNCED email BOUNCED', async () => {
    const { world, emails, mailbox } = await sentWorld();
    const [email] = emails;
    if (!email) throw new Error('expected an email');
    await deliver(about(world, email, 'bounce-permanent-general'));

    await deliver(about(world, email, 'complaint-abuse'));

    expect((await emailOf(world, email.id)).status).toBe('BOUNCED');
    expect(await mailboxOutcomes(world, mailbox)).toEqual({ bounced: 1, complained: 0 });
    // the contact keeps the first reason it was suppressed for
    expect(await contactOf(world)).toMatchObject({ status: 'DO_NOT_CONTACT', emailStatus: 'BOUNCED' });
  });

  it('leaves the email status of a contact who had unsubscribed as it was when a complaint follows', async () => {
    const { world, emails } = await sentWorld();
    const [email] = emails;
    if (!email) throw new Error('expected an email');
    await testSuppression(clock)(world.ctx, email.contactId, 'UNSUBSCRIBED');

    await deliver(about(world, email, 'complaint-abuse'));

    expect((await emailOf(world, email.id)).status).toBe('SPAM');
    expect(await contactOf(world)).toMatchObject({ status: 'DO_NOT_CONTACT', emailStatus: 'DO_NOT_CONTACT' });
  });
});

describe('opens and clicks', () => {
  it('go to the tracking service: an open makes the email READ, a click CLICKED', async () => {
    const { world, emails } = await sentWorld(2);
    const [opened, clicked] = emails;
    if (!opened || !clicked) throw new Error('expected two emails');
    clock.set('2026-03-02T12:00:00.000Z');

    const answer = await deliver(about(world, opened, 'open'), about(world, clicked, 'click'));

    expect(answer.batchItemFailures).toEqual([]);
    expect((await emailOf(world, opened.id)).status).toBe('READ');
    expect((await emailOf(world, clicked.id)).status).toBe('CLICKED');
    expect((await campaignCounts(world)).opened).toBe(2);
  });
});

describe('events that change nothing', () => {
  it.each(['send', 'reject', 'rendering-failure', 'delivery-delay', 'subscription', 'unknown-type', 'untagged'])(
    'succeeds with %s and writes nothing',
    async (name) => {
      const { world, emails } = await sentWorld();
      const [email] = emails;
      if (!email) throw new Error('expected an email');
      const before = { email: await emailOf(world, email.id), contact: await contactOf(world) };

      const answer = await deliver(about(world, email, name));

      expect(answer.batchItemFailures).toEqual([]);
      expect(await emailOf(world, email.id)).toEqual(before.email);
      expect(await contactOf(world)).toEqual(before.contact);
    },
  );

  it("ignores an event that names instance A with the id of instance B's email, and one whose message id is not the email's", async () => {
    const a = await sentWorld();
    const b = await sentWorld();
    const [emailB] = b.emails;
    if (!emailB) throw new Error('expected an email');
    const before = { email: await emailOf(b.world, emailB.id), contact: await contactOf(b.world) };

    const answer = await deliver(
      about(b.world, emailB, 'bounce-permanent-general', { namespaceId: a.world.ctx.namespaceId }),
      about(b.world, emailB, 'complaint-abuse', { messageId: '0102019571c3ffff-another-message-000000' }),
    );

    expect(answer.batchItemFailures).toEqual([]);
    expect(await emailOf(b.world, emailB.id)).toEqual(before.email);
    expect(await contactOf(b.world)).toEqual(before.contact);
    expect(await mailboxOutcomes(b.world, b.mailbox)).toEqual({ bounced: 0, complained: 0 });
    expect(await mailboxOutcomes(a.world, a.mailbox)).toEqual({ bounced: 0, complained: 0 });
  });
});

describe('the inbound-events queue consumer', () => {
  it('fails only the records that are not JSON or not EventBridge events, and applies the rest of the batch', async () => {
    const { world, emails } = await sentWorld();
    const [email] = emails;
    if (!email) throw new Error('expected an email');

    const answer = await deliver(
      sqsRecord('{"detail-type":"Email Bounced",', 'not-json'),
      about(world, email, 'bounce-permanent-general'),
      sqsRecord({ eventType: 'Bounce', bounce: { bounceType: 'Permanent' } }, 'no-envelope'),
    );

    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: 'not-json' }, { itemIdentifier: 'no-envelope' }]);
    expect((await emailOf(world, email.id)).status).toBe('BOUNCED');
  });
});
