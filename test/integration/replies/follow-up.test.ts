import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createEmailReviewStore } from '../../../functions/adapters/dynamodb/review-store';
import { inboundMailHandler } from '../../../functions/composition/inbound-mail';
import { emailIdFor } from '../../../functions/core/generation/email-id';
import type { InboundMailHandler } from '../../../functions/core/ports/inbound-mail';
import { messageIdOf } from '../../../functions/core/sending/message-id';
import { sendQueuedEmail } from '../../../functions/core/sending/worker';
import { contactRoutes } from '../../../shared/api/routes/contact';
import { replyRoutes } from '../../../shared/api/routes/reply';
import { JOBS } from '../../../shared/platform/jobs';
import type { ReplyInboxItem } from '../../../shared/schemas/email-reply';
import type { ContactThread } from '../../../shared/schemas/email-review';
import type { FollowUpDraft, FollowUpResult } from '../../../shared/schemas/follow-up';
import { jobWiring } from '../../support/generation';
import { call, installDeps, settableClock, type TestDeps, type TestIdentity } from '../../support/http';
import { replyMail, type SentWorld } from '../../support/reply-world';
import { testSendWorkerDeps, writeAndSchedule } from '../../support/sending';
import {
  mailHeader,
  mailText,
  smtpSending,
  startRefusingSmtpServer,
  type RefusingSmtpServer,
  type SmtpWorld,
} from '../../support/sending-world';
import { useTestTable } from '../../support/table-per-file';
import { signUp } from '../api/contract-fixtures';

const table = useTestTable();
const clock = settableClock('2026-03-02T10:00:00.000Z');
const PASSWORD = 'mailbox-password';
let deps: TestDeps;
let server: RefusingSmtpServer;
let handle: InboundMailHandler;
let rep: TestIdentity;
let stranger: { identity: TestIdentity; namespaceId: string };

beforeAll(async () => {
  process.env.ALLOW_PRIVATE_SMTP_HOSTS = 'true';
  deps = installDeps(table, clock);
  server = await startRefusingSmtpServer(PASSWORD);
  handle = inboundMailHandler(jobWiring(JOBS.inboundConsumer, clock));
  rep = (await signUp(deps, 'follow-up-rep')).identity;
  stranger = await signUp(deps, 'follow-up-stranger');
});

afterAll(async () => {
  delete process.env.ALLOW_PRIVATE_SMTP_HOSTS;
  await server.close();
});

beforeEach(() => {
  clock.set('2026-03-02T10:00:00.000Z');
  deps.queues.take('sending');
  deps.queues.take('generation');
});

const { smtpWorld, planUntilQueued } = smtpSending({
  deps: () => deps,
  clock,
  server: () => ({ port: server.port, password: PASSWORD }),
  prefix: 'follow-up',
});

/** An instance the rep is a member of, whose campaign sent its first email over SMTP, and the person's answer to it. */
async function answered(text: string): Promise<{ sent: SentWorld; world: SmtpWorld; item: ReplyInboxItem }> {
  const world = await smtpWorld(1, { signature: 'Maya Ortiz, Coldline' });
  await writeAndSchedule(deps, world, clock);
  const [message] = await planUntilQueued(world, 6, 1);
  if (!message) throw new Error('expected a planned send');
  clock.set(message.plannedAt);
  await expect(sendQueuedEmail(testSendWorkerDeps(clock), message)).resolves.toBe('SENT');
  const email = await deps.repos.emailMessages.get(world.ctx, emailIdFor(world.campaign.id, world.contactIds[0] ?? '', 0));
  const mailbox = { namespaceId: world.ctx.namespaceId, senderId: world.senderId, senderEmail: world.mailbox };
  const sent: SentWorld = { world, email, mailbox, messageId: messageIdOf(email.id, world.mailbox), n: 0 };
  await deps.repos.memberships.add({ namespaceId: world.ctx.namespaceId, userId: rep.sub, email: rep.email, role: 'DEFAULT' });
  clock.set('2026-03-03T10:00:00.000Z');
  await handle(mailbox, replyMail(sent, text));
  const listed = await call(replyRoutes.list, { identity: rep, namespaceId: world.ctx.namespaceId, body: {} });
  const item = (listed.body as { items: ReplyInboxItem[] }).items[0];
  if (!item) throw new Error('expected the answer in the inbox');
  return { sent, world, item };
}

function asRep(sent: SentWorld) {
  return { identity: rep, namespaceId: sent.world.ctx.namespaceId };
}

const WRITTEN = { subject: 'Re: your question', body: 'Thanks, Dana.\n\nTuesday at 10 works for me.\n\nMaya Ortiz, Coldline' };

async function followUp(sent: SentWorld, id: string, body: Record<string, unknown>) {
  return call(replyRoutes.followUp, { ...asRep(sent), params: { id }, body });
}

async function draftOf(sent: SentWorld, id: string): Promise<FollowUpDraft> {
  const { status, body } = await call(replyRoutes.followUpDraft, { ...asRep(sent), params: { id } });
  expect(status).toBe(200);
  return body as FollowUpDraft;
}

async function contactOf(sent: SentWorld) {
  return deps.repos.contacts.get(sent.world.ctx, sent.email.contactId);
}

describe('the follow-up draft', () => {
  it("starts from the contact, the thread's mailbox, 'Re: ' and the thread's subject, and the sender's signature", async () => {
    const { sent, world, item } = await answered('Thanks, could you tell me more?');

    const draft = await draftOf(sent, item.id);

    const { firstName } = await contactOf(sent);
    expect(sent.email.subject).toContain('{{firstName}}');
    expect(draft).toEqual({
      replyId: item.id,
      to: expect.objectContaining({ email: sent.email.contactEmail }) as unknown,
      from: { email: world.mailbox, name: 'Maya Ortiz' },
      // the subject as it was sent, its placeholder filled for the contact
      subject: `Re: ${(sent.email.subject ?? '').replace('{{firstName}}', firstName ?? '')}`,
      signature: 'Maya Ortiz, Coldline',
      followUps: [],
    });
  });
});

describe('writing a follow-up by hand', () => {
  it('creates one email under retries and double clicks, in the thread, and leaves the contact REPLIED', async () => {
    const { sent, world, item } = await answered('Thanks, could you tell me more?');
    const input = { ...WRITTEN, idempotencyKey: 'composer-key-0001' };

    const [first, second] = await Promise.all([followUp(sent, item.id, input), followUp(sent, item.id, input)]);
    const retried = await followUp(sent, item.id, input);

    expect([first.status, second.status, retried.status]).toEqual([200, 200, 200]);
    const results = [first, second, retried].map((result) => result.body as FollowUpResult);
    expect(new Set(results.map((result) => result.email.id)).size).toBe(1);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    const email = results[0]?.email;
    expect(email).toMatchObject({
      origin: 'MANUAL',
      writtenBy: rep.sub,
      replyId: item.id,
      status: 'SCHEDULED',
      reviewStatus: 'REVIEWED',
      senderEmail: world.mailbox,
      contactId: sent.email.contactId,
      subject: WRITTEN.subject,
      bodyText: WRITTEN.body,
      inReplyTo: item.messageId,
      references: [sent.messageId, item.messageId],
    });
    expect(item.messageId).toMatch(/^<reply-\d+@buyer\.example>$/);
    const { items: emails } = await createEmailReviewStore(table.client, table.tableName).listByContact(
      sent.world.ctx,
      sent.email.contactId,
      10,
    );
    expect(emails.filter((listed) => listed.replyId === item.id)).toHaveLength(1);
    expect((await draftOf(sent, item.id)).followUps.map((listed) => listed.id)).toEqual([email?.id]);
    expect(await contactOf(sent)).toMatchObject({ status: 'REPLIED', emailStatus: 'REPLIED' });
  });

  it('makes a second email for a second composer', async () => {
    const { sent, item } = await answered('Thanks, could you tell me more?');

    await followUp(sent, item.id, { ...WRITTEN, idempotencyKey: 'composer-key-0001' });
    await followUp(sent, item.id, { ...WRITTEN, idempotencyKey: 'composer-key-0002' });

    expect((await draftOf(sent, item.id)).followUps).toHaveLength(2);
  });

  it('answers 400 naming each bad field, and writes nothing', async () => {
    const { sent, item } = await answered('Thanks, could you tell me more?');

    const result = await followUp(sent, item.id, { subject: ' ', body: '', idempotencyKey: 'no' });

    expect(result.status).toBe(400);
    const paths = (result.body as { fieldErrors: { path: string }[] }).fieldErrors.map((error) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['subject', 'body', 'idempotencyKey']));
    expect((await draftOf(sent, item.id)).followUps).toEqual([]);
  });

  it('refuses a request to stop with a 409, and the draft says why', async () => {
    const { sent, item } = await answered('Please remove me from your list.');
    expect(item.kind).toBe('STOP');

    const result = await followUp(sent, item.id, { ...WRITTEN, idempotencyKey: 'composer-key-0001' });

    expect(result).toMatchObject({ status: 409, body: { message: expect.stringContaining('asked to stop') as unknown } });
    expect((await draftOf(sent, item.id)).blocked?.code).toBe('STOP');
    expect((await draftOf(sent, item.id)).followUps).toEqual([]);
  });

  it('refuses a suppressed contact, and a mailbox that cannot send', async () => {
    const { sent, world, item } = await answered('Thanks, could you tell me more?');
    await deps.repos.emailSenderConfigs.update(sent.world.ctx, world.senderId, { credentialsValid: false });

    const mailboxDown = await followUp(sent, item.id, { ...WRITTEN, idempotencyKey: 'composer-key-0001' });
    await deps.repos.emailSenderConfigs.update(sent.world.ctx, world.senderId, { credentialsValid: true });
    await deps.repos.contacts.update(sent.world.ctx, sent.email.contactId, { emailStatus: 'DO_NOT_CONTACT' });
    const suppressed = await followUp(sent, item.id, { ...WRITTEN, idempotencyKey: 'composer-key-0002' });

    expect(mailboxDown.status).toBe(409);
    expect(suppressed.status).toBe(409);
    expect((await draftOf(sent, item.id)).blocked?.code).toBe('CONTACT_SUPPRESSED');
  });

  it("answers 404 for another instance's message and 403 to a non-member, writing nothing", async () => {
    const { sent, item } = await answered('Thanks, could you tell me more?');
    const input = { ...WRITTEN, idempotencyKey: 'composer-key-0001' };

    const elsewhere = await call(replyRoutes.followUp, {
      identity: stranger.identity,
      namespaceId: stranger.namespaceId,
      params: { id: item.id },
      body: input,
    });
    const draftElsewhere = await call(replyRoutes.followUpDraft, {
      identity: stranger.identity,
      namespaceId: stranger.namespaceId,
      params: { id: item.id },
    });
    const intruding = await call(replyRoutes.followUp, {
      identity: stranger.identity,
      namespaceId: sent.world.ctx.namespaceId,
      params: { id: item.id },
      body: input,
    });

    expect(elsewhere).toMatchObject({ status: 404, body: { message: 'Message Not Found' } });
    expect(draftElsewhere.status).toBe(404);
    expect(intruding.status).toBe(403);
    expect((await draftOf(sent, item.id)).followUps).toEqual([]);
  });
});

describe('sending a follow-up written by hand', () => {
  it('sends it over SMTP in the thread to the contact who replied, even with the campaign paused', async () => {
    const { sent, item } = await answered('Thanks, could you tell me more?');
    await deps.services.campaign.setStatus(sent.world.ctx, sent.world.campaign.id, 'PAUSED');
    const { body } = await followUp(sent, item.id, { ...WRITTEN, idempotencyKey: 'composer-key-0001' });
    const { email } = body as FollowUpResult;

    const [message] = await planUntilQueued(sent.world, 6, 1);
    if (!message) throw new Error('expected the follow-up planned');
    clock.set(message.plannedAt);
    const outcome = await sendQueuedEmail(testSendWorkerDeps(clock), message);

    expect(message.emailId).toBe(email.id);
    expect(outcome).toBe('SENT');
    const raw = server.accepted.find((accepted) => accepted.includes(`<${email.id}@`)) ?? '';
    expect(mailHeader(raw, 'In-Reply-To')).toBe(item.messageId);
    expect(mailHeader(raw, 'References')).toBe(`${sent.messageId} ${item.messageId ?? ''}`);
    expect(mailHeader(raw, 'Subject')).toBe(WRITTEN.subject);
    expect(mailHeader(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mailText(raw)).toContain('Tuesday at 10 works for me.');
    expect((await draftOf(sent, item.id)).followUps[0]?.status).toBe('SENT');
    expect(await contactOf(sent)).toMatchObject({ status: 'REPLIED', emailStatus: 'REPLIED' });
    const thread = await call(contactRoutes.thread, { ...asRep(sent), params: { id: sent.email.contactId } });
    const shown = (thread.body as ContactThread).items.find((entry) => entry.email.id === email.id);
    expect(shown?.email.status).toBe('SENT');
    expect(shown?.history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          by: rep.sub,
          toStatus: 'SCHEDULED',
          note: expect.stringContaining('Written by hand') as unknown,
        }),
      ]),
    );
  });
});
