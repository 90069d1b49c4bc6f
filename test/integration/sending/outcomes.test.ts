import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { emailIdFor } from '../../../functions/core/generation/email-id';
import { sendQueuedEmail, TEMPORARY_RETRY_MS, type SendWorkerDeps } from '../../../functions/core/sending/worker';
import { EMAIL_MAX_RETRIES } from '../../../shared/domain/sending';
import { installDeps, settableClock, type TestDeps } from '../../support/http';
import { scheduleEmails, testSendWorkerDeps, testSuppression, writeAndSchedule, writeFollowUp } from '../../support/sending';
import {
  mailHeader,
  mailHtml,
  smtpSending,
  startRefusingSmtpServer,
  type RefusingSmtpServer,
  type SmtpWorld,
} from '../../support/sending-world';
import { useTestTable } from '../../support/table-per-file';

const table = useTestTable();
const clock = settableClock('2026-03-02T10:00:00.000Z');
const PASSWORD = 'mailbox-password';
let deps: TestDeps;
let server: RefusingSmtpServer;

beforeAll(async () => {
  process.env.ALLOW_PRIVATE_SMTP_HOSTS = 'true';
  deps = installDeps(table, clock);
  server = await startRefusingSmtpServer(PASSWORD);
});

afterAll(async () => {
  delete process.env.ALLOW_PRIVATE_SMTP_HOSTS;
  await server.close();
});

beforeEach(() => {
  clock.set('2026-03-02T10:00:00.000Z');
  server.refuseLogins = false;
  deps.queues.take('sending');
  deps.queues.take('generation');
});

const { smtpWorld, planUntilQueued } = smtpSending({
  deps: () => deps,
  clock,
  server: () => ({ port: server.port, password: PASSWORD }),
  prefix: 'outcome',
});

/** Writes, schedules and plans the world's emails; the messages of the planned sends. */
async function planned(world: SmtpWorld, count: number) {
  await writeAndSchedule(deps, world, clock);
  const messages = await planUntilQueued(world, 6, count);
  expect(messages).toHaveLength(count);
  return messages;
}

function acceptedFor(emailId: string): string[] {
  return server.accepted.filter((raw) => raw.includes(`<${emailId}@`));
}

describe('what the mail server answers', () => {
  it('marks a refused recipient BOUNCED and suppresses the contact; a recipient refused for now waits and is tried again', async () => {
    const world = await smtpWorld(2, { domainOf: (n) => (n === 0 ? 'gone.example' : 'busy.example') });
    const messages = await planned(world, 2);
    const worker = testSendWorkerDeps(clock);
    const [gone, busy] = world.contactIds.map((contactId) => emailIdFor(world.campaign.id, contactId, 0));
    const outcomes = new Map<string, string>();
    for (const message of [...messages].sort((a, b) => a.plannedAt.localeCompare(b.plannedAt))) {
      clock.set(message.plannedAt);
      outcomes.set(message.emailId, await sendQueuedEmail(worker, message));
    }

    expect(outcomes.get(gone ?? '')).toBe('STOPPED');
    const bounced = await deps.repos.emailMessages.get(world.ctx, gone ?? '');
    expect(bounced.status).toBe('BOUNCED');
    expect(bounced.failureReason).toContain('No such user');
    const suppressed = await deps.repos.contacts.get(world.ctx, world.contactIds[0] ?? '');
    expect(suppressed.status).toBe('DO_NOT_CONTACT');
    expect(suppressed.emailStatus).toBe('BOUNCED');

    expect(outcomes.get(busy ?? '')).toBe('WAITING');
    const waiting = await deps.repos.emailMessages.get(world.ctx, busy ?? '');
    expect(waiting).toMatchObject({ status: 'SCHEDULED', sendAttempts: 1 });
    expect(waiting.holdReason).toMatch(/^the mail server asked to try later/);
    expect((await deps.repos.contacts.get(world.ctx, world.contactIds[1] ?? '')).status).not.toBe('DO_NOT_CONTACT');

    // tried again after its wait, and given up after EMAIL_MAX_RETRIES refusals
    for (const expected of ['WAITING', 'STOPPED']) {
      clock.set(new Date(clock().getTime() + 3 * TEMPORARY_RETRY_MS).toISOString());
      const [again] = await planUntilQueued(world, 6, 1);
      if (!again) throw new Error('expected the email to be tried again');
      clock.set(again.plannedAt);
      await expect(sendQueuedEmail(worker, again)).resolves.toBe(expected);
    }
    const failed = await deps.repos.emailMessages.get(world.ctx, busy ?? '');
    expect(failed).toMatchObject({ status: 'FAILED', sendAttempts: EMAIL_MAX_RETRIES });
    expect(server.accepted.filter((raw) => raw.includes(`<${gone ?? ''}@`) || raw.includes(`<${busy ?? ''}@`))).toEqual([]);
  });

  it("holds a mailbox whose password the server refuses: the sender's credentials are marked expired and its emails wait", async () => {
    const world = await smtpWorld(1);
    const [message] = await planned(world, 1);
    if (!message) throw new Error('expected a message');
    server.refuseLogins = true;
    clock.set(message.plannedAt);

    await expect(sendQueuedEmail(testSendWorkerDeps(clock), message)).resolves.toBe('WAITING');

    const sender = await deps.repos.emailSenderConfigs.get(world.ctx, world.senderId);
    expect(sender.credentialsValid).toBe(false);
    const email = await deps.repos.emailMessages.get(world.ctx, message.emailId);
    expect(email).toMatchObject({ status: 'SCHEDULED', holdReason: 'sender credentials expired' });
    expect(acceptedFor(message.emailId)).toEqual([]);
  });
});

describe('the last check before sending', () => {
  it('cancels an email whose contact unsubscribed after the worker claimed it, and sends nothing', async () => {
    const world = await smtpWorld(1);
    const [message] = await planned(world, 1);
    if (!message) throw new Error('expected a message');
    clock.set(message.plannedAt);
    const real = testSendWorkerDeps(clock);
    const suppression = testSuppression(clock);
    // the contact unsubscribes while the worker, having claimed the email, builds its mailer
    const racing: SendWorkerDeps = {
      ...real,
      mailerFor: async (ctx, sender) => {
        await suppression(ctx, world.contactIds[0] ?? '', 'UNSUBSCRIBED');
        return real.mailerFor(ctx, sender);
      },
    };

    await expect(sendQueuedEmail(racing, message)).resolves.toBe('CANCELLED');

    const email = await deps.repos.emailMessages.get(world.ctx, message.emailId);
    expect(email.status).toBe('CANCELLED');
    expect(acceptedFor(message.emailId)).toEqual([]);
  });
});

describe('follow-ups', () => {
  it('thread under the first email: In-Reply-To and References name its Message-ID', async () => {
    const world = await smtpWorld(1);
    const [rootMessage] = await planned(world, 1);
    if (!rootMessage) throw new Error('expected a message');
    clock.set(rootMessage.plannedAt);
    await expect(sendQueuedEmail(testSendWorkerDeps(clock), rootMessage)).resolves.toBe('SENT');

    const contactId = world.contactIds[0] ?? '';
    const followUpId = await writeFollowUp(deps, world, contactId, 1, clock);
    clock.set(new Date(clock().getTime() + 3 * 86_400_000).toISOString());
    await scheduleEmails(world, [followUpId], clock, clock().toISOString());
    const [followUp] = await planUntilQueued(world, 6, 1);
    if (!followUp) throw new Error('expected the follow-up');
    clock.set(followUp.plannedAt);
    await expect(sendQueuedEmail(testSendWorkerDeps(clock), followUp)).resolves.toBe('SENT');

    const [raw] = acceptedFor(followUpId);
    const rootId = `<${rootMessage.emailId}@coldline.example>`;
    expect(mailHeader(raw ?? '', 'In-Reply-To')).toBe(rootId);
    expect(mailHeader(raw ?? '', 'References')).toBe(rootId);
    expect(mailHeader(raw ?? '', 'Message-ID')).toBe(`<${followUpId}@coldline.example>`);
  });
});

describe('tracking in what leaves', () => {
  it('carries an open pixel of its own email while the instance tracks, and none once it stops', async () => {
    const world = await smtpWorld(2);
    const messages = await planned(world, 2);
    const sorted = [...messages].sort((a, b) => a.plannedAt.localeCompare(b.plannedAt));
    const [first, second] = sorted;
    if (!first || !second) throw new Error('expected two messages');
    clock.set(first.plannedAt);
    await expect(sendQueuedEmail(testSendWorkerDeps(clock), first)).resolves.toBe('SENT');

    const tracked = mailHtml(acceptedFor(first.emailId)[0] ?? '');
    const pixel = /<img src="([^"]+)"/.exec(tracked)?.[1] ?? '';
    expect(new URL(pixel).pathname).toBe('/api/email-status/read');
    const token = new URL(pixel).searchParams.get('token') ?? '';
    // with the time it left, so the pixel can tell a fetch at delivery from an open without reading the email
    await expect(deps.links.verify(token, 'open')).resolves.toMatchObject({
      namespaceId: world.ctx.namespaceId,
      emailId: first.emailId,
      sentAt: new Date(first.plannedAt).toISOString(),
    });

    await deps.repos.namespaces.update(world.ctx.namespaceId, { trackOpensAndClicks: false });
    clock.set(second.plannedAt);
    // a new worker: the instance's settings are read once per container
    await expect(sendQueuedEmail(testSendWorkerDeps(clock), second)).resolves.toBe('SENT');

    const plain = mailHtml(acceptedFor(second.emailId)[0] ?? '');
    expect(plain).not.toBe('');
    expect(plain).not.toContain('/api/email-status/');
  });
});
