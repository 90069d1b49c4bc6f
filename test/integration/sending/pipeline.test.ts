import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';

import type { Mailer } from '../../../functions/core/ports/mailer';
import type { SendMessage } from '../../../functions/core/sending/messages';
import { MIN_SEND_SPACING_MS } from '../../../shared/rules/mailbox-limits';
import { planDueSends } from '../../../functions/core/sending/planner';
import { DELIVERY_UNKNOWN, SEND_LEASE_MS, sendQueuedEmail, type SendWorkerDeps } from '../../../functions/core/sending/worker';
import { emailIdFor } from '../../../functions/core/generation/email-id';
import { ALL_TIME, mailboxUsageEntity } from '../../../functions/adapters/dynamodb/entities/mailbox-usage';
import { WARM_UP } from '../../../shared/domain/sending';
import type { SeededCampaign } from '../../support/generation';
import { settableClock } from '../../support/http';
import {
  testReviewService,
  testSendPlannerDeps,
  testSendWorkerDeps,
  writeAndSchedule,
  writeCampaign,
} from '../../support/sending';
import { mailHeader, mailHtml, mailText, receivedMail, useSmtpSendingFile, type SmtpWorld } from '../../support/sending-world';
import { useTestTable } from '../../support/table-per-file';

const table = useTestTable();
// a Monday, 10:00 UTC: inside office hours and weekdays
const START = '2026-03-02T10:00:00.000Z';
const clock = settableClock(START);
const SMTP_PASSWORD = 'mailbox-password';

const sending = useSmtpSendingFile({ table, clock, start: START, password: SMTP_PASSWORD, prefix: 'send' });
const { smtpWorld: seedSmtpWorld, sendMessages, planUntilQueued } = sending;

function smtpWorld(
  contacts: number,
  throttle?: 10 | 20 | 30 | 40 | 50,
  settings: { newMailbox?: boolean; signature?: string } = {},
): Promise<SmtpWorld> {
  return seedSmtpWorld(contacts, { ...settings, ...(throttle === undefined ? {} : { throttle }) });
}

function received(filter?: (raw: string) => boolean): string[] {
  return receivedMail(sending.smtp.mailDir, filter);
}

const header = mailHeader;

async function emailOf(world: SeededCampaign, id: string) {
  return sending.deps.repos.emailMessages.get(world.ctx, id);
}

describe('sending over SMTP', () => {
  it('sends each scheduled email once, with its Message-ID, unsubscribe headers and filled placeholders, and marks it SENT', async () => {
    const world = await smtpWorld(2);
    const emails = await writeAndSchedule(sending.deps, world, clock);

    const queued = await planUntilQueued(world, 6, 2);
    expect(queued).toHaveLength(2);
    const times = queued.map((message) => Date.parse(message.plannedAt)).sort((a, b) => a - b);
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(MIN_SEND_SPACING_MS);

    const worker = testSendWorkerDeps(clock);
    for (const message of queued) {
      clock.set(message.plannedAt);
      await expect(sendQueuedEmail(worker, message)).resolves.toBe('SENT');
    }

    for (const email of emails) {
      const raw = received((text) => text.includes(`<${email.id}@coldline.example>`));
      expect(raw).toHaveLength(1);
      const message = raw[0] ?? '';
      expect(header(message, 'Message-ID')).toBe(`<${email.id}@coldline.example>`);
      expect(header(message, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(header(message, 'List-Unsubscribe')).toMatch(
        new RegExp(
          `^<https://[^>]+/api/email-status/unsubscribe\\?token=[^>]+>, <mailto:${world.mailbox}\\?subject=unsubscribe>$`,
        ),
      );
      expect(message).not.toContain('{{firstName}}');
      expect(message).not.toContain('{{link}}');
      const stored = await emailOf(world, email.id);
      expect(stored.status).toBe('SENT');
      expect(stored.sentAt).toBe(queued.find((queuedMessage) => queuedMessage.emailId === email.id)?.plannedAt);
      expect(stored.holdReason).toBeUndefined();
    }
  });

  it('sends a message delivered 5 times, one after another and at once, exactly once', async () => {
    const world = await smtpWorld(2);
    await writeAndSchedule(sending.deps, world, clock);
    const [first, second] = await planUntilQueued(world, 6, 2);
    if (!first || !second) throw new Error('expected two messages');
    const worker = testSendWorkerDeps(clock);
    clock.set(first.plannedAt);

    const sequential: string[] = [];
    for (let delivery = 0; delivery < 5; delivery += 1) sequential.push(await sendQueuedEmail(worker, first));
    clock.set(new Date(Date.parse(second.plannedAt) + MIN_SEND_SPACING_MS).toISOString());
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => sendQueuedEmail(worker, second)));

    expect(sequential.filter((outcome) => outcome === 'SENT')).toHaveLength(1);
    expect(concurrent.filter((outcome) => outcome === 'SENT')).toHaveLength(1);
    expect(received((text) => text.includes(`<${first.emailId}@`))).toHaveLength(1);
    expect(received((text) => text.includes(`<${second.emailId}@`))).toHaveLength(1);
  });

  it('does not send again when the worker stopped after the server accepted and before SENT was written', async () => {
    const world = await smtpWorld(1);
    await writeAndSchedule(sending.deps, world, clock);
    const [message] = await planUntilQueued(world);
    if (!message) throw new Error('expected a message');
    clock.set(message.plannedAt);
    const real = testSendWorkerDeps(clock);
    // the process dies right after the provider's answer: nothing after it runs
    const crashing: SendWorkerDeps = {
      ...real,
      mailerFor: async (ctx, sender) => {
        const built = await real.mailerFor(ctx, sender);
        if (!('mailer' in built)) return built;
        const mailer: Mailer = {
          send: async (email) => {
            await built.mailer.send(email);
            throw new Error('worker stopped');
          },
          lookup: (id) => built.mailer.lookup(id),
        };
        return { mailer };
      },
    };
    await expect(sendQueuedEmail(crashing, message)).rejects.toThrow('worker stopped');
    expect((await emailOf(world, message.emailId)).status).toBe('SENDING');

    // the queue delivers the message again at once: the claim still holds, nothing is sent
    await expect(sendQueuedEmail(real, message)).resolves.toBe('SKIPPED');
    // the claim runs out: the planner finds the email due and the worker settles it without sending
    clock.set(new Date(clock().getTime() + SEND_LEASE_MS + 1000).toISOString());
    const settle = await planUntilQueued(world, 1);
    expect(settle.map((queued) => queued.emailId)).toEqual([message.emailId]);
    await expect(sendQueuedEmail(testSendWorkerDeps(clock), settle[0] as SendMessage)).resolves.toBe('STOPPED');

    const stored = await emailOf(world, message.emailId);
    expect(stored.status).toBe('FAILED');
    expect(stored.failureReason).toContain(DELIVERY_UNKNOWN);
    expect(received((text) => text.includes(`<${message.emailId}@`))).toHaveLength(1);
  });
});

describe("the sender's signature", () => {
  it('ends each sent email with the signature of its sender, in the HTML with no paragraph inside a paragraph and as text in the text part', async () => {
    const world = await smtpWorld(1, undefined, {
      signature: '<p><strong>Maya Ortiz</strong><br>Head of Sales, <a href="https://coldline.example">Coldline</a></p>',
    });
    const [email] = await writeAndSchedule(sending.deps, world, clock);
    if (!email) throw new Error('expected an email');
    const [message] = await planUntilQueued(world);
    if (!message) throw new Error('expected a message');
    clock.set(message.plannedAt);

    await expect(sendQueuedEmail(testSendWorkerDeps(clock), message)).resolves.toBe('SENT');

    const [raw] = received((text) => text.includes(`<${email.id}@coldline.example>`));
    const html = mailHtml(raw ?? '');
    const text = mailText(raw ?? '');
    expect(html).toContain('<strong>Maya Ortiz</strong><br>Head of Sales, ');
    expect(html).toMatch(/<a href="[^"]+">Coldline<\/a>/);
    expect(html).not.toContain('{{signature}}');
    expect(html).not.toMatch(/<p>\s*<p>/);
    expect(text).toContain('Maya Ortiz');
    expect(text).toContain('Head of Sales');
    expect(text).not.toContain('<strong>');
    expect(text).not.toContain('{{signature}}');
  });
});

describe('the send planner', () => {
  it('gives a mailbox at most 10 sends a run, 10 s or more apart, and one planner at a time', async () => {
    const world = await smtpWorld(14, 50);
    await writeAndSchedule(sending.deps, world, clock);

    const [a, b] = await Promise.all([planDueSends(testSendPlannerDeps(clock)), planDueSends(testSendPlannerDeps(clock))]);
    const queued = sendMessages(world);
    expect([a.ran, b.ran].sort()).toEqual([false, true]);
    expect(queued).toHaveLength(10);
    expect(new Set(queued.map((message) => message.emailId)).size).toBe(10);
    expect(queued.every((message) => Date.parse(message.plannedAt) >= clock().getTime())).toBe(true);
    const times = queued.map((message) => Date.parse(message.plannedAt)).sort((x, y) => x - y);
    for (let index = 1; index < times.length; index += 1) {
      expect((times[index] ?? 0) - (times[index - 1] ?? 0)).toBeGreaterThanOrEqual(MIN_SEND_SPACING_MS);
    }
  });

  it("holds a recipient's email outside their office hours, with the reason and the next morning as its time", async () => {
    const world = await smtpWorld(1);
    const [contactId] = world.contactIds;
    if (!contactId) throw new Error('expected a contact');
    // 10:00 UTC is 19:00 in Tokyo
    await sending.deps.services.contact.update(world.ctx, contactId, { timeZone: 'Asia/Tokyo' });
    await writeAndSchedule(sending.deps, world, clock);

    await planDueSends(testSendPlannerDeps(clock));
    expect(sendMessages(world)).toEqual([]);
    const held = await emailOf(world, emailIdFor(world.campaign.id, contactId, 0));
    expect(held.holdReason).toBe('outside office hours in Asia/Tokyo');
    expect(held.plannedTimeZone).toBe('Asia/Tokyo');
    // 9:00 to 9:15 the next morning in Tokyo is 0:00 to 0:15 UTC
    expect(held.plannedAt).toMatch(/^2026-03-03T00:(0\d|1[0-4])/);
    // the review queue's SCHEDULED tab shows the plan
    const listed = await testReviewService(clock).list(world.ctx, { tab: 'SCHEDULED', campaignId: world.campaign.id });
    expect(listed.items).toEqual([
      expect.objectContaining({
        id: held.id,
        plannedAt: held.plannedAt,
        plannedTimeZone: 'Asia/Tokyo',
        holdReason: 'outside office hours in Asia/Tokyo',
      }),
    ]);
  });

  it("holds a campaign's email until its send hour in the recipient's zone, with the reason, then sends it after that hour", async () => {
    const world = await smtpWorld(1);
    const [contactId] = world.contactIds;
    if (!contactId) throw new Error('expected a contact');
    await sending.deps.services.campaign.setStatus(world.ctx, world.campaign.id, 'PAUSED');
    await sending.deps.services.campaign.update(world.ctx, world.campaign.id, { sendHour: 14 });
    await sending.deps.services.campaign.setStatus(world.ctx, world.campaign.id, 'RUNNING');
    // 10:00 UTC is 11:00 in Berlin: inside office hours, before the campaign's 14:00
    await sending.deps.services.contact.update(world.ctx, contactId, { timeZone: 'Europe/Berlin' });
    await writeAndSchedule(sending.deps, world, clock);

    await planDueSends(testSendPlannerDeps(clock));
    expect(sendMessages(world)).toEqual([]);
    const id = emailIdFor(world.campaign.id, contactId, 0);
    const held = await emailOf(world, id);
    expect(held.holdReason).toBe("waits for the campaign's send hour, 14:00 in Europe/Berlin");
    expect(held.plannedTimeZone).toBe('Europe/Berlin');
    // 14:00 to 14:15 in Berlin is 13:00 to 13:15 UTC
    expect(held.plannedAt).toMatch(/^2026-03-02T13:(0\d|1[0-4])/);

    clock.set('2026-03-02T12:55:00.000Z');
    const [message] = await planUntilQueued(world, 6);
    if (!message) throw new Error('expected the email to be queued once its send hour came');
    expect(Date.parse(message.plannedAt)).toBeGreaterThanOrEqual(Date.parse('2026-03-02T13:00:00.000Z'));
    clock.set(message.plannedAt);
    expect(await sendQueuedEmail(testSendWorkerDeps(clock), message)).toBe('SENT');
    const sent = await emailOf(world, id);
    expect(Date.parse(sent.sentAt ?? '')).toBeGreaterThanOrEqual(Date.parse('2026-03-02T13:00:00.000Z'));
  });

  it("holds a mailbox's emails once its daily cap is given out, with the cap in the reason", async () => {
    const world = await smtpWorld(12, 10);
    const emails = await writeAndSchedule(sending.deps, world, clock);
    await planDueSends(testSendPlannerDeps(clock));
    const first = sendMessages(world);
    // the next run, while the first ten wait on the queue
    clock.set('2026-03-02T10:05:00.000Z');
    await planDueSends(testSendPlannerDeps(clock));
    first.push(...sendMessages(world));
    expect(first).toHaveLength(10);

    clock.set('2026-03-02T10:25:00.000Z');
    await planDueSends(testSendPlannerDeps(clock));
    expect(sendMessages(world)).toEqual([]);
    const rest = (await Promise.all(emails.map((email) => emailOf(world, email.id)))).filter(
      (email) => !first.some((message) => message.emailId === email.id),
    );
    expect(rest).toHaveLength(2);
    for (const email of rest) {
      expect(email.holdReason).toBe('daily cap of this sender reached (10)');
      // planned once, for the next day's opening (with its jitter), not looked at again all night
      expect(email.plannedAt).toMatch(/^2026-03-03T09:(0\d|1[0-4])/);
    }
  });
});

describe('the sending queue consumer', () => {
  it('sends to its own dead letter only the record that does not parse, and does the rest of the batch', async () => {
    const world = await smtpWorld(1);
    await writeAndSchedule(sending.deps, world, clock);
    const [message] = await planUntilQueued(world);
    if (!message) throw new Error('expected a message');
    clock.set(message.plannedAt);
    const { handler } = await import('../../../functions/workers/send-email');
    const event = {
      Records: [
        { messageId: 'poison', body: '{"namespaceId":"../other","emailId":1}' },
        { messageId: 'good', body: JSON.stringify(message) },
      ].map((record) => ({ ...record, attributes: {}, messageAttributes: {}, eventSource: 'aws:sqs' })),
    } as unknown as SQSEvent;

    const answer: SQSBatchResponse = await handler(event, { getRemainingTimeInMillis: () => 60_000 } as never);

    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: 'poison' }]);
    expect((await emailOf(world, message.emailId)).status).toBe('SENT');
  });
});

describe('auto send', () => {
  it('schedules written emails by itself when auto send is on and reviewed emails only is off', async () => {
    const world = await smtpWorld(2);
    await sending.deps.repos.options.set(world.ctx, 'AUTO_SEND_EMAILS', 'ACTIVE');
    await sending.deps.repos.options.set(world.ctx, 'SEND_REVIEWED_EMAILS_ONLY', 'INACTIVE');

    const emails = await writeCampaign(sending.deps, world, clock);

    expect(emails.map((email) => email.status)).toEqual(['SCHEDULED', 'SCHEDULED']);
    expect(emails.every((email) => email.scheduledAt === clock().toISOString())).toBe(true);
    const queued = await planUntilQueued(world, 6, 2);
    expect(queued.map((message) => message.emailId).sort()).toEqual(emails.map((email) => email.id).sort());
  });

  it('waits for the review when reviewed emails only is on, then schedules each email as it is marked reviewed', async () => {
    const world = await smtpWorld(2);
    await sending.deps.repos.options.set(world.ctx, 'AUTO_SEND_EMAILS', 'ACTIVE');
    await sending.deps.repos.options.set(world.ctx, 'SEND_REVIEWED_EMAILS_ONLY', 'ACTIVE');

    const emails = await writeCampaign(sending.deps, world, clock);
    expect(emails.map((email) => email.status)).toEqual(['SAVED', 'SAVED']);
    const [first, second] = emails;
    if (!first || !second) throw new Error('expected two emails');

    const reviewed = await testReviewService(clock).review(world.ctx, first.id, 'REVIEWED');

    expect(reviewed).toMatchObject({ status: 'SCHEDULED', reviewStatus: 'REVIEWED', scheduledAt: clock().toISOString() });
    expect((await emailOf(world, second.id)).status).toBe('SAVED');
  });

  it('schedules nothing by itself when auto send is off', async () => {
    const world = await smtpWorld(1);
    await sending.deps.repos.options.set(world.ctx, 'AUTO_SEND_EMAILS', 'INACTIVE');
    const emails = await writeCampaign(sending.deps, world, clock);
    const [email] = emails;
    if (!email) throw new Error('expected an email');
    await testReviewService(clock).review(world.ctx, email.id, 'REVIEWED');
    expect((await emailOf(world, email.id)).status).toBe('SAVED');
  });
});

describe('warm-up', () => {
  it('gives a newly added mailbox 10 sends on its first day of warm-up, whatever its campaigns ask', async () => {
    const world = await smtpWorld(12, 50, { newMailbox: true });
    const emails = await writeAndSchedule(sending.deps, world, clock);

    const queued = await planUntilQueued(world, 8, 12);

    expect(queued).toHaveLength(WARM_UP.initialThreadsPerDay);
    const held = await Promise.all(
      emails.filter((email) => !queued.some((message) => message.emailId === email.id)).map((email) => emailOf(world, email.id)),
    );
    expect(held.map((email) => email.holdReason)).toEqual([
      `daily cap of this sender reached (${WARM_UP.initialThreadsPerDay})`,
      `daily cap of this sender reached (${WARM_UP.initialThreadsPerDay})`,
    ]);
  });

  it('makes a warming-up mailbox ACTIVE with its 200th message', async () => {
    const world = await smtpWorld(1);
    const sender = await sending.deps.repos.emailSenderConfigs.findBySenderEmail(world.ctx, world.mailbox);
    if (!sender) throw new Error('expected the sender');
    await sending.deps.repos.emailSenderConfigs.update(world.ctx, sender.id, { status: 'WARMING_UP' });
    await mailboxUsageEntity(table.client, table.tableName)
      .upsert({ namespaceId: world.ctx.namespaceId, mailbox: world.mailbox, period: ALL_TIME, sent: WARM_UP.minimumMessages - 1 })
      .go();
    await writeAndSchedule(sending.deps, world, clock);
    const [message] = await planUntilQueued(world);
    if (!message) throw new Error('expected a message');
    clock.set(message.plannedAt);

    await expect(sendQueuedEmail(testSendWorkerDeps(clock), message)).resolves.toBe('SENT');

    expect((await sending.deps.repos.emailSenderConfigs.get(world.ctx, sender.id)).status).toBe('ACTIVE');
  });
});
