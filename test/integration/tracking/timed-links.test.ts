import { randomUUID } from 'node:crypto';

import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { lambdaContext } from '../../../bin/local/lambda-runtime';
import { createCampaignProgressReader } from '../../../functions/adapters/dynamodb/campaign-progress';
import { createEmailActivityStore } from '../../../functions/adapters/dynamodb/email-activity-store';
import { weeklyStatsEntity } from '../../../functions/adapters/dynamodb/entities/weekly-stats';
import type { EmailMessageItem } from '../../../functions/core/ports/items';
import type { EmailActivity } from '../../../functions/core/ports/tracking';
import type { TenantContext } from '../../../functions/core/tenant';
import { trackingMoveId, type TrackingMoveMessage } from '../../../functions/core/tracking/tracking-moves';
import { emailStatusRoutes } from '../../../shared/api/routes';
import type { EmailStatus } from '../../../shared/domain/email';
import { weekOf } from '../../../shared/domain/outcomes';
import { tenantItems } from '../api/behaviour-review-support';
import { call, installDeps, settableClock, type CallResult, type TestDeps } from '../../support/http';
import { sqsEvent, sqsRecord } from '../../support/ses-events';
import { captureLogLines } from '../../support/log-lines';
import { useTestTable } from '../../support/table-per-file';
import { CHROME, DESTINATION, instance, IPHONE_MAIL, NOW, SENT_AT, sentEmail as storedEmail } from './tracking-support';

// the suite runs with request logs off; this file reads them to see what the routes log
vi.hoisted(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'INFO';
});

/**
 * The open pixel and the click redirect of links as the send worker makes them: their tokens carry
 * the send time, so the route tells a machine from a person and records the event in one write; a
 * person's event that the email's status has not taken into account yet goes to the inbound queue,
 * and the real inbound consumer moves the email.
 */
const table = useTestTable();
const clock = settableClock(NOW);

let deps: TestDeps;
let lines: Record<string, unknown>[];

beforeAll(() => {
  deps = installDeps(table, clock);
});

beforeEach(() => {
  clock.set(NOW);
  deps.queues.take('inbound');
  lines = captureLogLines();
});

afterEach(() => {
  deps.queues.refuse('inbound', undefined);
  vi.restoreAllMocks();
});

/** An email stored in `status`, sent two hours ago once it is SENT or later. */
function sentEmail(ctx: TenantContext, status: EmailStatus = 'SENT'): Promise<EmailMessageItem> {
  return storedEmail(deps, ctx, { status, sentAt: status === 'SENT' || status === 'REPLIED' ? SENT_AT : null });
}

function ids(ctx: TenantContext, email: EmailMessageItem) {
  return { namespaceId: ctx.namespaceId, contactId: email.contactId, emailId: email.id, sentAt: SENT_AT };
}

function openToken(ctx: TenantContext, email: EmailMessageItem): Promise<string> {
  return deps.links.sign({ purpose: 'open', ...ids(ctx, email) });
}

function clickToken(ctx: TenantContext, email: EmailMessageItem): Promise<string> {
  return deps.links.sign({ purpose: 'click', ...ids(ctx, email), url: DESTINATION });
}

function open(token: string, userAgent = IPHONE_MAIL): Promise<CallResult> {
  return call(emailStatusRoutes.read, { query: { token }, headers: { 'user-agent': userAgent } });
}

function click(token: string, userAgent = CHROME): Promise<CallResult> {
  return call(emailStatusRoutes.click, { query: { token }, headers: { 'user-agent': userAgent } });
}

async function statusOf(ctx: TenantContext, email: EmailMessageItem): Promise<EmailStatus | undefined> {
  return (await deps.repos.emailMessages.find(ctx, email.id))?.status;
}

function activityOf(ctx: TenantContext, email: EmailMessageItem): Promise<EmailActivity | null> {
  return createEmailActivityStore(table.client, table.tableName).get(ctx, email.id);
}

async function countsOf(ctx: TenantContext, email: EmailMessageItem) {
  const progress = await createCampaignProgressReader(table.client, table.tableName).progress(ctx, [email.campaignId]);
  const counts = progress.get(email.campaignId);
  return { opened: counts?.opened ?? 0, clicked: counts?.clicked ?? 0 };
}

/** What the routes queued on the inbound queue since the last take. */
function queuedMoves(): TrackingMoveMessage[] {
  return deps.queues.take('inbound').map((message) => message.body as TrackingMoveMessage);
}

/** Hands these bodies to the real inbound-events consumer, one record each; answers its failures. */
async function consume(...bodies: unknown[]): Promise<string[]> {
  const { handler } = await import('../../../functions/workers/inbound-events');
  const answer = await handler(
    sqsEvent(...bodies.map((body, index) => sqsRecord(body, `record-${String(index)}`))),
    lambdaContext({ functionName: 'reachwise-inbound-consumer', timeoutMs: 60_000 }),
  );
  return answer.batchItemFailures.map((failure) => failure.itemIdentifier);
}

describe('a timed open link', () => {
  it('records a person’s open in one write and queues the move; the consumer moves the email to READ once', async () => {
    const ctx = instance();
    const email = await sentEmail(ctx);

    const answer = await open(await openToken(ctx, email));

    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/gif');
    expect(await statusOf(ctx, email)).toBe('SENT');
    expect(await activityOf(ctx, email)).toMatchObject({ opens: 1, firstOpenedAt: NOW, openApplied: false });
    const moves = queuedMoves();
    expect(moves).toEqual([
      {
        kind: 'TRACKING_MOVE',
        namespaceId: ctx.namespaceId,
        contactId: email.contactId,
        emailId: email.id,
        event: 'OPEN',
        at: NOW,
      },
    ]);
    expect(lines.find((line) => line.message === 'email opened')).toMatchObject({ outcome: 'QUEUED' });

    expect(await consume(...moves)).toEqual([]);

    expect(await statusOf(ctx, email)).toBe('READ');
    expect(await countsOf(ctx, email)).toEqual({ opened: 1, clicked: 0 });
    expect(await activityOf(ctx, email)).toMatchObject({ opens: 1, openApplied: true });
  });

  it('queues nothing once the open is applied: a later open is one write to the activity', async () => {
    const ctx = instance();
    const email = await sentEmail(ctx);
    const token = await openToken(ctx, email);
    await open(token);
    await consume(...queuedMoves());
    const before = (await tenantItems(table, ctx.namespaceId)).filter((item) => !String(item.pk).endsWith('#email-activity'));
    clock.set('2026-03-02T15:30:00.000Z');

    await open(token, CHROME);

    expect(queuedMoves()).toEqual([]);
    expect(lines.filter((line) => line.message === 'email opened').at(-1)).toMatchObject({ outcome: 'RECORDED' });
    expect(await activityOf(ctx, email)).toMatchObject({ opens: 2, lastOpenedAt: '2026-03-02T15:30:00.000Z' });
    const after = (await tenantItems(table, ctx.namespaceId)).filter((item) => !String(item.pk).endsWith('#email-activity'));
    expect(after).toEqual(before);
  });

  it('keeps a scanner’s fetch, or any fetch within 2 minutes of the token’s send time, as a machine open: nothing queued', async () => {
    const ctx = instance();
    const email = await sentEmail(ctx);
    const token = await openToken(ctx, email);

    await open(token, 'curl/8.5.0');
    clock.set('2026-03-02T10:01:00.000Z');
    await open(token, IPHONE_MAIL);

    expect(queuedMoves()).toEqual([]);
    expect(await activityOf(ctx, email)).toMatchObject({ opens: 0, machineOpens: 2 });
    expect(await statusOf(ctx, email)).toBe('SENT');
  });

  it('moves the email once and counts it opened once when 20 opens come at once and every queued move is delivered twice', async () => {
    const ctx = instance();
    const email = await sentEmail(ctx);
    const token = await openToken(ctx, email);

    const answers = await Promise.all(Array.from({ length: 20 }, () => open(token)));

    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const moves = queuedMoves();
    expect(moves.length).toBeGreaterThanOrEqual(1);
    expect(moves.every((move) => trackingMoveId(move) === `tracking#${ctx.namespaceId}#${email.id}#open`)).toBe(true);
    expect(await Promise.all([consume(...moves), consume(...moves)])).toEqual([[], []]);
    expect(await statusOf(ctx, email)).toBe('READ');
    expect(await countsOf(ctx, email)).toEqual({ opened: 1, clicked: 0 });
    expect(await activityOf(ctx, email)).toMatchObject({ opens: 20, openApplied: true });
  });

  it('asks again with the next open when a move could not be queued', async () => {
    const ctx = instance();
    const email = await sentEmail(ctx);
    const token = await openToken(ctx, email);
    deps.queues.refuse('inbound', 'queue unavailable');

    const first = await open(token);

    expect(first.status).toBe(200);
    expect(lines.find((line) => line.message === 'tracking status move not queued')).toMatchObject({
      emailId: email.id,
      reason: 'queue unavailable',
    });
    deps.queues.refuse('inbound', undefined);
    clock.set('2026-03-02T13:00:00.000Z');
    await open(token);
    await consume(...queuedMoves());
    expect(await statusOf(ctx, email)).toBe('READ');
    expect(await activityOf(ctx, email)).toMatchObject({ opens: 2, firstOpenedAt: NOW, openApplied: true });
  });
});

describe('a timed click link', () => {
  it('redirects at once and moves a READ email to CLICKED through the queue, counting it clicked once', async () => {
    const ctx = instance();
    const email = await sentEmail(ctx);
    await open(await openToken(ctx, email));
    await consume(...queuedMoves());

    const answer = await click(await clickToken(ctx, email));

    expect({ status: answer.status, location: answer.headers.location }).toEqual({ status: 302, location: DESTINATION });
    await consume(...queuedMoves());
    expect(await statusOf(ctx, email)).toBe('CLICKED');
    expect(await countsOf(ctx, email)).toEqual({ opened: 1, clicked: 1 });
    expect(await activityOf(ctx, email)).toMatchObject({ opens: 1, clicks: 1, clickApplied: true });
  });

  it('never moves an email out of REPLIED: the move is applied as nothing to do, and asked no more', async () => {
    const ctx = instance();
    const email = await sentEmail(ctx, 'REPLIED');
    const token = await clickToken(ctx, email);

    await click(token);
    await consume(...queuedMoves());
    await click(token);

    expect(queuedMoves()).toEqual([]);
    expect(await statusOf(ctx, email)).toBe('REPLIED');
    expect(await countsOf(ctx, email)).toEqual({ opened: 0, clicked: 0 });
    expect(await activityOf(ctx, email)).toMatchObject({ clicks: 2, clickApplied: true });
  });
});

describe('the inbound consumer’s status moves', () => {
  it('touch only the instance and the contact a move names', async () => {
    const a = instance();
    const b = instance();
    const bEmail = await sentEmail(b);
    const before = [await tenantItems(table, a.namespaceId), await tenantItems(table, b.namespaceId)];
    const move = { kind: 'TRACKING_MOVE', contactId: bEmail.contactId, emailId: bEmail.id, event: 'OPEN', at: NOW };

    expect(await consume({ ...move, namespaceId: a.namespaceId })).toEqual([]);
    expect(await consume({ ...move, namespaceId: b.namespaceId, contactId: `contact-${randomUUID()}` })).toEqual([]);

    expect([await tenantItems(table, a.namespaceId), await tenantItems(table, b.namespaceId)]).toEqual(before);
    expect(lines.filter((line) => line.message === 'tracking move applied').map((line) => line.outcome)).toEqual([
      'IGNORED',
      'IGNORED',
    ]);
  });

  it('count a batch’s moves of one campaign in one write of its progress and one of its send week', async () => {
    const ctx = instance();
    const first = await sentEmail(ctx);
    const others = await Promise.all(
      [1, 2].map(() => deps.repos.emailMessages.create(ctx, { ...first, contactId: `contact-${randomUUID()}` })),
    );
    const emails = [first, ...others];
    const counterWrites: string[] = [];
    table.client.middlewareStack.add(
      (next) => async (args) => {
        const input = args.input as { Key?: { pk?: unknown } };
        const pk = input.Key?.pk;
        const text = typeof pk === 'string' ? pk : ((pk as { S?: string } | undefined)?.S ?? '');
        if (/#(campaign-progress|weekly-stats)$/.test(text)) counterWrites.push(text.slice(text.lastIndexOf('#') + 1));
        return next(args);
      },
      { step: 'initialize', name: 'countCounterWrites' },
    );
    const moves = emails.map((email) => ({
      kind: 'TRACKING_MOVE',
      namespaceId: ctx.namespaceId,
      contactId: email.contactId,
      emailId: email.id,
      event: 'OPEN',
      at: NOW,
    }));

    try {
      expect(await consume(...moves)).toEqual([]);
    } finally {
      table.client.middlewareStack.remove('countCounterWrites');
    }

    expect(await Promise.all(emails.map((email) => statusOf(ctx, email)))).toEqual(['READ', 'READ', 'READ']);
    expect(await countsOf(ctx, first)).toEqual({ opened: 3, clicked: 0 });
    const { data: week } = await weeklyStatsEntity(table.client, table.tableName)
      .get({ namespaceId: ctx.namespaceId, week: weekOf(SENT_AT) })
      .go({ consistent: true });
    expect(week?.opened).toBe(3);
    expect(counterWrites.sort()).toEqual(['campaign-progress', 'weekly-stats']);
  });

  it('move the emails of a batch whose counts could not be written, and leave their instance to the recount', async () => {
    const ctx = instance();
    const email = await sentEmail(ctx);
    // a campaign counter the sum cannot be added to (DynamoDB refuses to ADD to a string)
    await table.client.send(
      new PutCommand({
        TableName: table.tableName,
        Item: { pk: `${ctx.namespaceId}#campaign-progress`, sk: email.campaignId, opened: 'not a number' },
      }),
    );
    const move = { kind: 'TRACKING_MOVE', namespaceId: ctx.namespaceId, contactId: email.contactId, emailId: email.id };

    expect(await consume({ ...move, event: 'OPEN', at: NOW })).toEqual([]);

    expect(await statusOf(ctx, email)).toBe('READ');
    expect(lines.filter((line) => line.message === 'SES events batch counts left to the recount')).toHaveLength(1);
    const { Item: mark } = await table.client.send(
      new GetCommand({ TableName: table.tableName, Key: { pk: 'recount-due', sk: ctx.namespaceId }, ConsistentRead: true }),
    );
    expect(mark).toBeDefined();
  });

  it('leave an email not sent yet as it is and unmarked, so that a later open moves it once it is', async () => {
    const ctx = instance();
    const email = await sentEmail(ctx, 'SENDING');
    const token = await openToken(ctx, email);
    await open(token);

    await consume(...queuedMoves());

    expect(await statusOf(ctx, email)).toBe('SENDING');
    expect(await activityOf(ctx, email)).toMatchObject({ opens: 1, openApplied: false });
    await open(token);
    expect(queuedMoves()).toHaveLength(1);
  });

  it('fail alone a record that claims to be a move without its fields', async () => {
    const ctx = instance();
    const email = await sentEmail(ctx);
    const good = {
      kind: 'TRACKING_MOVE',
      namespaceId: ctx.namespaceId,
      contactId: email.contactId,
      emailId: email.id,
      event: 'CLICK',
      at: NOW,
    };

    const failed = await consume({ kind: 'TRACKING_MOVE', namespaceId: ctx.namespaceId, event: 'OPEN' }, good, {
      ...good,
      event: 'FORWARD',
    });

    expect(failed).toEqual(['record-0', 'record-2']);
    expect(await statusOf(ctx, email)).toBe('CLICKED');
  });
});
