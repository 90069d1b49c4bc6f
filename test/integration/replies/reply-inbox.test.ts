import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createEmailReviewStore } from '../../../functions/adapters/dynamodb/review-store';
import { inboundMailHandler } from '../../../functions/composition/inbound-mail';
import type { InboundMailHandler } from '../../../functions/core/ports/inbound-mail';
import { replyRoutes } from '../../../shared/api/routes/reply';
import { JOBS } from '../../../shared/platform/jobs';
import type { ReplyCorrectionResult, ReplyInboxItem } from '../../../shared/schemas/email-reply';
import { jobWiring } from '../../support/generation';
import { call, installDeps, settableClock, type TestDeps, type TestIdentity } from '../../support/http';
import { bounceMail, outOfOfficeMail, replyMail, sentWorld, type SentWorld } from '../../support/reply-world';
import { smtpSending } from '../../support/sending-world';
import { useTestTable } from '../../support/table-per-file';
import { signUp } from '../api/contract-fixtures';

const table = useTestTable();
const clock = settableClock('2026-03-02T10:00:00.000Z');
let deps: TestDeps;
let handle: InboundMailHandler;
let rep: TestIdentity;
let stranger: { identity: TestIdentity; namespaceId: string };

beforeAll(async () => {
  deps = installDeps(table, clock);
  handle = inboundMailHandler(jobWiring(JOBS.inboundConsumer, clock));
  rep = (await signUp(deps, 'inbox-rep')).identity;
  stranger = await signUp(deps, 'inbox-stranger');
});

beforeEach(() => {
  clock.set('2026-03-02T10:00:00.000Z');
  deps.queues.take('sending');
  deps.queues.take('generation');
});

const { planUntilQueued } = smtpSending({ deps: () => deps, clock, server: () => ({ port: 0, password: '' }), prefix: 'inbox' });

/** A sent email in an instance the signed-up rep is a member of. */
async function sent(): Promise<SentWorld> {
  const world = await sentWorld(deps, clock, planUntilQueued, 'inbox');
  await deps.repos.memberships.add({
    namespaceId: world.world.ctx.namespaceId,
    userId: rep.sub,
    email: rep.email,
    role: 'ADMIN',
    firstName: 'Rep',
  });
  clock.set('2026-03-03T10:00:00.000Z');
  return world;
}

function asRep(world: SentWorld) {
  return { identity: rep, namespaceId: world.world.ctx.namespaceId };
}

async function inbox(world: SentWorld, body: Record<string, unknown> = {}) {
  const { status, body: page } = await call(replyRoutes.list, { ...asRep(world), body });
  expect(status).toBe(200);
  return page as { items: ReplyInboxItem[]; cursor: string | null };
}

async function correct(world: SentWorld, id: string, body: Record<string, unknown>) {
  return call(replyRoutes.correct, { ...asRep(world), params: { id }, body });
}

async function contactOf(world: SentWorld) {
  return deps.repos.contacts.get(world.world.ctx, world.email.contactId);
}

async function emailStatusOf(world: SentWorld) {
  return (await deps.repos.emailMessages.get(world.world.ctx, world.email.id)).status;
}

describe('the replies inbox', () => {
  it("lists every message about the instance's emails, newest first, with its class, a page at a time", async () => {
    const world = await sent();
    await handle(
      world.mailbox,
      outOfOfficeMail(world, 'I am out of the office until 9 March.', 'Tue, 03 Mar 2026 08:00:00 +0000'),
    );
    await handle(world.mailbox, replyMail(world, 'Thanks, could you tell me more?', 'Tue, 03 Mar 2026 09:00:00 +0000'));

    const page = await inbox(world);
    expect(page.items.map((item) => item.kind)).toEqual(['REPLY', 'OUT_OF_OFFICE']);
    expect(page.items[0]).toMatchObject({
      emailId: world.email.id,
      contactId: world.email.contactId,
      text: 'Thanks, could you tell me more?',
      emailStatusBefore: 'SENT',
      contactStatusBefore: 'IN_PROGRESS',
    });
    const first = await inbox(world, { limit: 1 });
    expect(first.items.map((item) => item.kind)).toEqual(['REPLY']);
    expect(first.cursor).not.toBeNull();
    const second = await inbox(world, { limit: 1, cursor: first.cursor });
    expect(second.items.map((item) => item.kind)).toEqual(['OUT_OF_OFFICE']);
  });

  it('filters by class and interest, and shows a bounce so it can be corrected', async () => {
    const world = await sent();
    await handle(world.mailbox, bounceMail(world, 'Tue, 03 Mar 2026 08:00:00 +0000'));
    await handle(
      world.mailbox,
      replyMail(world, 'We are interested, let us talk on Thursday.', 'Tue, 03 Mar 2026 09:00:00 +0000'),
    );

    expect((await inbox(world, { filter: 'BOUNCES' })).items).toEqual([
      expect.objectContaining({ kind: 'HARD_BOUNCE', deliveryStatus: '5.1.1', emailStatusBefore: 'SENT' }),
    ]);
    expect((await inbox(world, { filter: 'OUT_OF_OFFICE' })).items).toEqual([]);
    expect((await inbox(world, { filter: 'UNHANDLED' })).items).toHaveLength(2);
  });

  it('refuses a filter it does not know, naming the field', async () => {
    const world = await sent();
    const { status, body } = await call(replyRoutes.list, { ...asRep(world), body: { filter: 'SPAMMY' } });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('Filter must be one of');
  });

  it('marks a message handled by the member, and takes it out of the unhandled', async () => {
    const world = await sent();
    await handle(world.mailbox, replyMail(world, 'Thanks, could you tell me more?'));
    const [item] = (await inbox(world)).items;
    const { status, body } = await call(replyRoutes.handled, {
      ...asRep(world),
      params: { id: item?.id ?? '' },
      body: { handled: true },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ handledBy: rep.sub });
    expect((await inbox(world, { filter: 'UNHANDLED' })).items).toEqual([]);
  });
});

describe('correcting a message', () => {
  it('from a bounce to a reply un-suppresses the contact, marks it REPLIED, and the history names the member', async () => {
    const world = await sent();
    await handle(world.mailbox, bounceMail(world));
    expect(await contactOf(world)).toMatchObject({ status: 'DO_NOT_CONTACT', emailStatus: 'BOUNCED' });
    const [item] = (await inbox(world)).items;

    const { status, body } = await correct(world, item?.id ?? '', {
      kind: 'REPLY',
      interest: 'INTERESTED',
      expected: 'HARD_BOUNCE',
    });

    expect(status).toBe(200);
    const result = body as ReplyCorrectionResult;
    expect(result.reply).toMatchObject({ kind: 'HARD_BOUNCE', label: 'REPLY', labelInterest: 'INTERESTED', labelledBy: rep.sub });
    expect(await contactOf(world)).toMatchObject({ status: 'REPLIED', emailStatus: 'REPLIED' });
    expect(await emailStatusOf(world)).toBe('REPLIED');
    const entries = await createEmailReviewStore(table.client, table.tableName).history(world.world.ctx, world.email.contactId);
    expect(entries).toContainEqual(expect.objectContaining({ fromStatus: 'BOUNCED', toStatus: 'REPLIED', by: rep.sub }));
    expect((await inbox(world, { filter: 'INTERESTED' })).items.map((entry) => entry.id)).toEqual([item?.id]);
  });

  it('from a reply to an absence notice puts the contact and the email back where they stood', async () => {
    const world = await sent();
    await handle(world.mailbox, replyMail(world, 'Thanks, could you tell me more?'));
    expect(await contactOf(world)).toMatchObject({ status: 'REPLIED' });
    const [item] = (await inbox(world)).items;

    const { status, body } = await correct(world, item?.id ?? '', { kind: 'OUT_OF_OFFICE', expected: 'REPLY' });

    expect(status).toBe(200);
    expect((body as ReplyCorrectionResult).effects.join(' ')).toContain('IN_PROGRESS');
    expect(await contactOf(world)).toMatchObject({ status: 'IN_PROGRESS', emailStatus: item?.contactEmailStatusBefore });
    expect(await emailStatusOf(world)).toBe('SENT');
  });

  it('from a reply to a stop suppresses the contact', async () => {
    const world = await sent();
    await handle(world.mailbox, replyMail(world, 'Thanks, could you tell me more?'));
    const [item] = (await inbox(world)).items;
    expect((await correct(world, item?.id ?? '', { kind: 'STOP', expected: 'REPLY' })).status).toBe(200);
    expect(await contactOf(world)).toMatchObject({ status: 'DO_NOT_CONTACT', emailStatus: 'DO_NOT_CONTACT' });
    expect(await emailStatusOf(world)).toBe('REPLIED');
  });

  it('applies one of two corrections made at once; the other is a 409', async () => {
    const world = await sent();
    await handle(world.mailbox, bounceMail(world));
    const [item] = (await inbox(world)).items;
    const results = await Promise.all([
      correct(world, item?.id ?? '', { kind: 'REPLY', expected: 'HARD_BOUNCE' }),
      correct(world, item?.id ?? '', { kind: 'AUTO_REPLY', expected: 'HARD_BOUNCE' }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
  });
});

describe('tenant isolation', () => {
  it("answers 404 for another instance's message on every route, and lists none of them", async () => {
    const world = await sent();
    await handle(world.mailbox, replyMail(world, 'Thanks, could you tell me more?'));
    const [item] = (await inbox(world)).items;
    const id = item?.id ?? '';
    const other = { identity: stranger.identity, namespaceId: stranger.namespaceId };

    expect((await call(replyRoutes.handled, { ...other, params: { id }, body: { handled: true } })).status).toBe(404);
    const corrected = await call(replyRoutes.correct, { ...other, params: { id }, body: { kind: 'STOP', expected: 'REPLY' } });
    expect(corrected.status).toBe(404);
    const listed = await call(replyRoutes.list, { ...other, body: {} });
    expect((listed.body as { items: unknown[] }).items).toEqual([]);
    expect(await contactOf(world)).toMatchObject({ status: 'REPLIED' });
    expect((await inbox(world)).items[0]?.handledAt).toBeUndefined();
  });

  it("refuses another instance's cursor", async () => {
    const world = await sent();
    await handle(world.mailbox, replyMail(world, 'One.', 'Tue, 03 Mar 2026 08:00:00 +0000'));
    await handle(world.mailbox, replyMail(world, 'Two.', 'Tue, 03 Mar 2026 09:00:00 +0000'));
    const { cursor } = await inbox(world, { limit: 1 });
    const other = { identity: stranger.identity, namespaceId: stranger.namespaceId };
    expect((await call(replyRoutes.list, { ...other, body: { limit: 1, cursor } })).status).toBe(400);
  });
});
