import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import type { Context } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { mailboxSyncDeps, mailboxWatchJobDeps, OUTLOOK_WEBHOOK_PATH } from '../../../functions/composition/mailbox-sync';
import { currentRuntime } from '../../../functions/composition/runtime';
import type { Wiring } from '../../../functions/composition/wiring';
import { mailboxNoticeOf, type MailboxNotice } from '../../../functions/core/mailbox/mailbox-notices';
import {
  GRAPH_SUBSCRIPTION_MS,
  handleMailboxNotice,
  renewMailboxWatches,
  type MailboxSyncDeps,
} from '../../../functions/core/mailbox/mailbox-sync';
import type { InboundMailHandler, MailboxRef } from '../../../functions/core/ports/inbound-mail';
import type { EmailSenderConfigItem } from '../../../functions/core/ports/items';
import { sealTokens } from '../../../functions/core/senders/oauth-tokens';
import type { TenantContext } from '../../../functions/core/tenant';
import { webhookRoutes } from '../../../shared/api/routes/webhook';
import { JOBS } from '../../../shared/platform/jobs';
import { FakeGmailServer } from '../../support/fake-gmail-server';
import { FakeGraphServer } from '../../support/fake-graph-server';
import { call, installDeps, recompose, settableClock, TEST_PUBLIC_URLS, type TestDeps } from '../../support/http';
import { answer } from '../../../bin/local/fakes/scripted-api-fake';
import { sesEvent, sqsEvent, sqsRecord } from '../../support/ses-events';
import { useTestTable } from '../../support/table-per-file';

const table = useTestTable();
const NOW = '2026-03-02T12:00:00.000Z';
const clock = settableClock(NOW);
const AUDIENCE = 'https://app.reachwise.test/api/webhook/gmail';
const PUSH_ACCOUNT = 'gmail-push@reachwise-test.iam.gserviceaccount.com';
const TOPIC = 'projects/reachwise-test/topics/gmail';
const KID = 'google-test-key';
const DAY = 24 * 60 * 60 * 1000;

const nsA: TenantContext = { namespaceId: 'ns-push-a', userId: 'user-a', role: 'ADMIN' };
const nsB: TenantContext = { namespaceId: 'ns-push-b', userId: 'user-b', role: 'ADMIN' };

let deps: TestDeps;
let gmail: FakeGmailServer;
let graph: FakeGraphServer;
let jwks: Server;
let googleKey: CryptoKey;
let strangerKey: CryptoKey;

/** Google's JWKS, served locally: one RS256 key. */
async function startJwks(): Promise<string> {
  const pair = await generateKeyPair('RS256');
  googleKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  jwks = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', () => resolve()));
  return `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/oauth2/v3/certs`;
}

/** An OIDC token as Pub/Sub signs a push with, `changes` applied. */
function pushToken(
  changes: { key?: CryptoKey; audience?: string; email?: string; verified?: boolean; issuedAt?: number } = {},
): Promise<string> {
  const issuedAt = changes.issuedAt ?? Math.floor(clock().getTime() / 1000);
  const claims: JWTPayload = { email: changes.email ?? PUSH_ACCOUNT, email_verified: changes.verified ?? true };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
    .setIssuer('https://accounts.google.com')
    .setAudience(changes.audience ?? AUDIENCE)
    .setSubject('113355779900')
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 3600)
    .sign(changes.key ?? googleKey);
}

function pushBody(emailAddress: string, historyId: number) {
  const data = Buffer.from(JSON.stringify({ emailAddress, historyId }), 'utf8').toString('base64');
  return {
    message: { data, messageId: `push-${historyId}`, publishTime: NOW },
    subscription: 'projects/reachwise-test/subscriptions/gmail-push',
  };
}

function reply(id: string, to: string): string {
  return [
    `Message-ID: <${id}@buyer.example>`,
    'From: Bob Buyer <bob@buyer.example>',
    `To: ${to}`,
    'Subject: Re: Your pipeline in March',
    `In-Reply-To: <sent-${id}@reachwise.example>`,
    '',
    'Sounds good, call me Tuesday.',
    '',
  ].join('\r\n');
}

/** A handler that records what it was given: the mailbox and the message's Message-ID. */
function recordingHandler() {
  const seen: { mailbox: MailboxRef; messageId: string }[] = [];
  const handler: InboundMailHandler = (mailbox, raw) => {
    const text = Buffer.from(raw).toString('utf8');
    seen.push({ mailbox, messageId: /^Message-ID: (.+)$/im.exec(text)?.[1]?.trim() ?? '' });
    return Promise.resolve({ outcome: 'REPLIED' });
  };
  return { seen, handler };
}

function wiringOf(name: string, needs: Wiring['fn']['needs']): Wiring {
  return { fn: { name, needs }, overrides: currentRuntime().overrides, now: clock, storeDeps: { now: clock } };
}

function consumer(handler: InboundMailHandler): MailboxSyncDeps {
  return mailboxSyncDeps(wiringOf('InboundConsumer', JOBS.inboundConsumer.needs), handler);
}

async function sender(
  ctx: TenantContext,
  type: 'GOOGLE' | 'MICROSOFT',
  senderEmail: string,
  accessToken = `token-${ctx.namespaceId}`,
): Promise<EmailSenderConfigItem> {
  const created = await deps.repos.emailSenderConfigs.create(ctx, { senderName: 'Ana Rep', senderEmail, type, status: 'ACTIVE' });
  const secretBox = currentRuntime().overrides?.secretBox;
  if (!secretBox) throw new Error('no secret box');
  const secretCiphertext = await sealTokens(secretBox, {
    accessToken,
    refreshToken: 'refresh',
    expiresAt: Date.parse('2030-01-01'),
  });
  // a hidden attribute: writable, but left out of the item type
  const credential = { secretCiphertext };
  return deps.repos.emailSenderConfigs.update(ctx, created.id, { credentialsValid: true, ...credential });
}

/** Takes what the webhooks queued, as the inbound consumer receives it. */
function queuedNotices(): MailboxNotice[] {
  return deps.queues.take('inbound').map((message) => {
    const notice = mailboxNoticeOf(JSON.parse(JSON.stringify(message.body)));
    if (!notice) throw new Error('not a mailbox notice');
    return notice;
  });
}

async function consume(sync: MailboxSyncDeps): Promise<void> {
  for (const notice of queuedNotices()) await handleMailboxNotice(sync, notice);
}

async function renewAll(sync: MailboxSyncDeps) {
  const { everySender } = mailboxWatchJobDeps(wiringOf('MailboxWatch', JOBS.mailboxWatch.needs));
  const errors: unknown[] = [];
  const summary = await renewMailboxWatches(sync, everySender, {
    hasTime: () => true,
    onError: (_s, error) => errors.push(error),
  });
  return { summary, errors };
}

beforeAll(async () => {
  deps = installDeps(table, clock);
  gmail = await new FakeGmailServer().start();
  graph = await new FakeGraphServer().start();
  const jwksUrl = await startJwks();
  vi.stubEnv('GMAIL_PUSH_AUDIENCE', AUDIENCE);
  vi.stubEnv('GMAIL_PUSH_SERVICE_ACCOUNT', PUSH_ACCOUNT);
  vi.stubEnv('GMAIL_PUSH_TOPIC', TOPIC);
  vi.stubEnv('GOOGLE_PUSH_JWKS_URL', jwksUrl);
  vi.stubEnv('GMAIL_API_URL', gmail.baseUrl);
  vi.stubEnv('GRAPH_API_URL', graph.baseUrl);
  recompose();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await Promise.all([gmail.stop(), graph.stop(), new Promise((resolve) => jwks.close(resolve))]);
});

beforeEach(() => {
  clock.set(NOW);
  deps.queues.take('inbound');
});

afterEach(() => {
  gmail.resetScript();
  graph.resetScript();
  // one fake Inbox serves every sender: a catch-up reads only what its own test delivered
  graph.messages.length = 0;
});

describe('Gmail push', () => {
  it('refuses a push whose token is not Google’s, not for us, not of our push account or expired: 401, nothing queued', async () => {
    const ana = await sender(nsA, 'GOOGLE', 'ana@push-a.example');
    const sync = consumer(recordingHandler().handler);
    await renewAll(sync);
    const body = pushBody(ana.senderEmail, gmail.historyId);
    const cases = [
      { token: await pushToken({ key: strangerKey }), message: /signature/ },
      { token: await pushToken({ audience: 'https://elsewhere.example/push' }), message: /audience/ },
      { token: await pushToken({ email: 'someone@attacker.iam.gserviceaccount.com' }), message: /service account/ },
      { token: await pushToken({ verified: false }), message: /not verified/ },
      { token: await pushToken({ issuedAt: Math.floor(clock().getTime() / 1000) - 7200 }), message: /expired/ },
    ];
    for (const { token, message } of cases) {
      const result = await call(webhookRoutes.gmail, { body, headers: { authorization: `Bearer ${token}` } });
      expect(result.status).toBe(401);
      expect((result.body as { message: string }).message).toMatch(message);
    }
    const unsigned = await call(webhookRoutes.gmail, { body });
    expect(unsigned.status).toBe(401);
    expect(deps.queues.sent('inbound')).toEqual([]);
  });

  it('queues the mailbox of a verified push (204), reads its history from the stored id once, and a replay hands nothing again', async () => {
    const ana = await sender(nsA, 'GOOGLE', 'reader@push-a.example');
    const recorder = recordingHandler();
    const sync = consumer(recorder.handler);
    await renewAll(sync);
    expect(gmail.watches.at(-1)).toEqual({ topicName: TOPIC, labelIds: ['INBOX'] });
    const watchedFrom = String(gmail.historyId);

    gmail.historyPageSize = 1;
    gmail.deliver(reply('r1', ana.senderEmail));
    gmail.deliver(reply('r2', ana.senderEmail));
    const token = await pushToken();
    // the push's history id is a hint only: a low one reads nothing twice, a high one skips nothing
    const result = await call(webhookRoutes.gmail, {
      body: pushBody(ana.senderEmail.toUpperCase(), 1),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(result.status).toBe(204);
    expect(result.body).toBe('');
    expect(deps.queues.sent('inbound').map((message) => message.body)).toEqual([
      { kind: 'GMAIL', namespaceId: nsA.namespaceId, senderId: ana.id },
    ]);

    await consume(sync);
    expect(gmail.requestsOf('history')[0]?.query).toMatchObject({
      startHistoryId: watchedFrom,
      historyTypes: 'messageAdded',
      labelId: 'INBOX',
    });
    expect(gmail.requestsOf('history')).toHaveLength(2);
    expect(recorder.seen).toEqual([
      {
        mailbox: { namespaceId: nsA.namespaceId, senderId: ana.id, senderEmail: ana.senderEmail },
        messageId: '<r1@buyer.example>',
      },
      {
        mailbox: { namespaceId: nsA.namespaceId, senderId: ana.id, senderEmail: ana.senderEmail },
        messageId: '<r2@buyer.example>',
      },
    ]);
    const watch = await sync.watches.get({ namespaceId: nsA.namespaceId, senderId: ana.id });
    expect(watch?.historyId).toBe(String(gmail.historyId));

    // the same push again: queued again, and the history since the stored id holds nothing new
    gmail.resetScript();
    const replay = await call(webhookRoutes.gmail, {
      body: pushBody(ana.senderEmail, 1),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(replay.status).toBe(204);
    await consume(sync);
    expect(gmail.requestsOf('history')[0]?.query.startHistoryId).toBe(String(gmail.historyId));
    expect(gmail.requestsOf('get')).toHaveLength(0);
    expect(recorder.seen).toHaveLength(2);
    gmail.historyPageSize = 100;
  });

  it('keeps the stored history id when a message cannot be handled, so the retry reads it again', async () => {
    const ana = await sender(nsA, 'GOOGLE', 'retry@push-a.example');
    let fail = true;
    const recorder = recordingHandler();
    const sync = consumer((mailbox, raw) => {
      if (fail) return Promise.reject(new Error('the table is busy'));
      return recorder.handler(mailbox, raw);
    });
    await renewAll(sync);
    const before = (await sync.watches.get({ namespaceId: nsA.namespaceId, senderId: ana.id }))?.historyId;
    gmail.deliver(reply('r3', ana.senderEmail));
    const notice: MailboxNotice = { kind: 'GMAIL', namespaceId: nsA.namespaceId, senderId: ana.id };
    await expect(handleMailboxNotice(sync, notice)).rejects.toThrow('the table is busy');
    expect((await sync.watches.get({ namespaceId: nsA.namespaceId, senderId: ana.id }))?.historyId).toBe(before);
    fail = false;
    await handleMailboxNotice(sync, notice);
    expect(recorder.seen.map((seen) => seen.messageId)).toEqual(['<r3@buyer.example>']);
  });

  it('starts again from the watch’s current history id when Gmail no longer has the stored one (404)', async () => {
    const ana = await sender(nsA, 'GOOGLE', 'old@push-a.example');
    const recorder = recordingHandler();
    const sync = consumer(recorder.handler);
    await renewAll(sync);
    gmail.deliver(reply('lost', ana.senderEmail));
    gmail.oldestHistoryId = gmail.historyId + 1;
    gmail.historyId += 5;
    const outcome = await handleMailboxNotice(sync, { kind: 'GMAIL', namespaceId: nsA.namespaceId, senderId: ana.id });
    expect(outcome.action).toBe('RESTARTED');
    expect(recorder.seen).toEqual([]);
    expect((await sync.watches.get({ namespaceId: nsA.namespaceId, senderId: ana.id }))?.historyId).toBe(String(gmail.historyId));

    gmail.deliver(reply('after', ana.senderEmail));
    await handleMailboxNotice(sync, { kind: 'GMAIL', namespaceId: nsA.namespaceId, senderId: ana.id });
    expect(recorder.seen.map((seen) => seen.messageId)).toEqual(['<after@buyer.example>']);
    gmail.oldestHistoryId = 0;
  });

  it('queues each instance’s own sender of a mailbox watched in two instances, each read with its own tokens', async () => {
    const inA = await sender(nsA, 'GOOGLE', 'shared@push.example', 'token-shared-a');
    const inB = await sender(nsB, 'GOOGLE', 'shared@push.example', 'token-shared-b');
    const recorder = recordingHandler();
    const sync = consumer(recorder.handler);
    await renewAll(sync);
    gmail.deliver(reply('both', 'shared@push.example'));
    const result = await call(webhookRoutes.gmail, {
      body: pushBody('shared@push.example', gmail.historyId),
      headers: { authorization: `Bearer ${await pushToken()}` },
    });
    expect(result.status).toBe(204);
    const queued = deps.queues.sent('inbound').map((message) => message.body);
    expect(queued).toHaveLength(2);
    expect(queued).toEqual(
      expect.arrayContaining([
        { kind: 'GMAIL', namespaceId: nsA.namespaceId, senderId: inA.id },
        { kind: 'GMAIL', namespaceId: nsB.namespaceId, senderId: inB.id },
      ]),
    );
    gmail.resetScript();
    await consume(sync);
    const tokens = gmail.requestsOf('history').map((request) => request.headers.authorization);
    expect(tokens.sort()).toEqual(['Bearer token-shared-a', 'Bearer token-shared-b']);
    expect(recorder.seen.map((seen) => seen.mailbox.namespaceId).sort()).toEqual([nsA.namespaceId, nsB.namespaceId]);
  });

  it('renews a watch that ends within a day, keeping the history id still to be read', async () => {
    const ana = await sender(nsA, 'GOOGLE', 'renew@push-a.example');
    const sync = consumer(recordingHandler().handler);
    gmail.watchExpiresAt = clock().getTime() + 7 * DAY;
    await renewAll(sync);
    const first = await sync.watches.get({ namespaceId: nsA.namespaceId, senderId: ana.id });
    gmail.deliver(reply('unread', ana.senderEmail));

    gmail.resetScript();
    clock.set(new Date(clock().getTime() + 5 * DAY).toISOString());
    await renewAll(sync);
    expect(gmail.requestsOf('watch')).toHaveLength(0);

    clock.set(new Date(clock().getTime() + 1.5 * DAY).toISOString());
    gmail.watchExpiresAt = clock().getTime() + 7 * DAY;
    const { summary } = await renewAll(sync);
    expect(summary.failed).toBe(0);
    expect(gmail.requestsOf('watch').length).toBeGreaterThanOrEqual(1);
    const renewed = await sync.watches.get({ namespaceId: nsA.namespaceId, senderId: ana.id });
    expect(renewed?.expiresAt).toBe(gmail.watchExpiresAt);
    expect(renewed?.historyId).toBe(first?.historyId);
  });
});

describe('Microsoft Graph notifications', () => {
  async function subscribed(ctx: TenantContext, address: string, secret: string) {
    const rep = await sender(ctx, 'MICROSOFT', address);
    const recorder = recordingHandler();
    const sync: MailboxSyncDeps = { ...consumer(recorder.handler), newSecret: () => secret };
    await renewAll(sync);
    const watch = await sync.watches.get({ namespaceId: ctx.namespaceId, senderId: rep.id });
    if (!watch?.subscriptionId) throw new Error('no subscription');
    return { rep, recorder, sync, subscriptionId: watch.subscriptionId };
  }

  function notification(subscriptionId: string, clientState: string, messageId: string) {
    return {
      value: [
        {
          subscriptionId,
          clientState,
          changeType: 'created',
          resource: `Users/abc/Messages/${messageId}`,
          resourceData: { '@odata.type': '#Microsoft.Graph.Message', id: messageId },
          tenantId: '00000000-0000-0000-0000-000000000000',
          subscriptionExpirationDateTime: NOW,
        },
      ],
    };
  }

  it('answers a validation request with its token as text/plain, 200, and queues nothing', async () => {
    const result = await call(webhookRoutes.outlook, {
      query: { validationToken: 'Validation: Testing client application reachability for subscription Request-Id: 1' },
      rawBody: '',
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
    expect(result.status).toBe(200);
    expect(result.headers['content-type']).toMatch(/^text\/plain/);
    expect(result.body).toBe('Validation: Testing client application reachability for subscription Request-Id: 1');
    expect(deps.queues.sent('inbound')).toEqual([]);
  });

  it('makes the subscription for the Outlook webhook, with a client state kept only as a hash', async () => {
    const { subscriptionId, sync, rep } = await subscribed(nsA, 'maya@graph-a.example', 'secret-of-maya-0123456789');
    const made = graph.subscriptions.get(subscriptionId);
    expect(made).toMatchObject({
      changeType: 'created',
      resource: "me/mailFolders('Inbox')/messages",
      notificationUrl: `${TEST_PUBLIC_URLS.api}${OUTLOOK_WEBHOOK_PATH}`,
      lifecycleNotificationUrl: `${TEST_PUBLIC_URLS.api}${OUTLOOK_WEBHOOK_PATH}`,
      clientState: 'secret-of-maya-0123456789',
    });
    expect(Date.parse(made?.expirationDateTime ?? '') - clock().getTime()).toBe(GRAPH_SUBSCRIPTION_MS);
    const watch = await sync.watches.get({ namespaceId: nsA.namespaceId, senderId: rep.id });
    expect(watch?.clientStateHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(watch)).not.toContain('secret-of-maya');
  });

  it('ignores a notification whose client state is wrong; hands a right one’s MIME to the handler once, replays included', async () => {
    const { rep, recorder, sync, subscriptionId } = await subscribed(nsA, 'leo@graph-a.example', 'secret-of-leo-0123456789');
    const message = graph.deliver(reply('g1', rep.senderEmail), clock().toISOString());

    const wrong = await call(webhookRoutes.outlook, { body: notification(subscriptionId, 'guessed', message.id) });
    expect(wrong.status).toBe(202);
    expect(deps.queues.sent('inbound')).toEqual([]);
    const unknown = await call(webhookRoutes.outlook, { body: notification('no-such-subscription', 'x', message.id) });
    expect(unknown.status).toBe(202);
    expect(deps.queues.sent('inbound')).toEqual([]);

    const right = notification(subscriptionId, 'secret-of-leo-0123456789', message.id);
    const result = await call(webhookRoutes.outlook, { body: right });
    expect(result.status).toBe(202);
    expect(result.body).toBe('');
    expect(deps.queues.sent('inbound').map((queued) => queued.body)).toEqual([
      { kind: 'GRAPH', namespaceId: nsA.namespaceId, senderId: rep.id, messageId: message.id },
    ]);
    await consume(sync);
    expect(recorder.seen).toEqual([
      {
        mailbox: { namespaceId: nsA.namespaceId, senderId: rep.id, senderEmail: rep.senderEmail },
        messageId: '<g1@buyer.example>',
      },
    ]);

    graph.resetScript();
    await call(webhookRoutes.outlook, { body: right });
    await consume(sync);
    expect(graph.requestsOf('mime')).toHaveLength(0);
    expect(recorder.seen).toHaveLength(1);
  });

  it('never lets one instance’s subscription reach another instance’s sender', async () => {
    const a = await subscribed(nsA, 'same@graph.example', 'secret-of-a-0123456789');
    const b = await subscribed(nsB, 'same@graph.example', 'secret-of-b-0123456789');
    const message = graph.deliver(reply('iso', 'same@graph.example'), clock().toISOString());
    // B's secret with A's subscription, and A's secret with B's: neither matches
    await call(webhookRoutes.outlook, { body: notification(a.subscriptionId, 'secret-of-b-0123456789', message.id) });
    await call(webhookRoutes.outlook, { body: notification(b.subscriptionId, 'secret-of-a-0123456789', message.id) });
    expect(deps.queues.sent('inbound')).toEqual([]);

    await call(webhookRoutes.outlook, { body: notification(a.subscriptionId, 'secret-of-a-0123456789', message.id) });
    expect(deps.queues.sent('inbound').map((queued) => queued.body)).toEqual([
      { kind: 'GRAPH', namespaceId: nsA.namespaceId, senderId: a.rep.id, messageId: message.id },
    ]);
    await consume(a.sync);
    expect(a.recorder.seen.map((seen) => seen.mailbox)).toEqual([
      { namespaceId: nsA.namespaceId, senderId: a.rep.id, senderEmail: 'same@graph.example' },
    ]);
    expect(b.recorder.seen).toEqual([]);
  });

  it('renews the subscription on reauthorizationRequired, and makes it again when Graph removed it', async () => {
    const { rep, sync, subscriptionId } = await subscribed(nsA, 'ren@graph-a.example', 'secret-of-ren-0123456789');
    clock.set(new Date(clock().getTime() + 2 * DAY).toISOString());
    const lifecycle = (event: string, id: string, clientState: string) => ({
      value: [{ subscriptionId: id, clientState, lifecycleEvent: event, subscriptionExpirationDateTime: NOW }],
    });
    const result = await call(webhookRoutes.outlook, {
      body: lifecycle('reauthorizationRequired', subscriptionId, 'secret-of-ren-0123456789'),
    });
    expect(result.status).toBe(202);
    graph.resetScript();
    await consume(sync);
    expect(graph.requestsOf('renew')).toHaveLength(1);
    expect(Date.parse(graph.subscriptions.get(subscriptionId)?.expirationDateTime ?? '')).toBe(
      clock().getTime() + GRAPH_SUBSCRIPTION_MS,
    );

    // removed by Graph: a new subscription, its own client state, and what arrived meanwhile is read
    graph.subscriptions.delete(subscriptionId);
    const meanwhile = graph.deliver(reply('meanwhile', rep.senderEmail), clock().toISOString());
    await call(webhookRoutes.outlook, { body: lifecycle('subscriptionRemoved', subscriptionId, 'secret-of-ren-0123456789') });
    const recorder = recordingHandler();
    const again: MailboxSyncDeps = { ...sync, handler: recorder.handler, newSecret: () => 'secret-of-ren-second-0123' };
    await consume(again);
    const watch = await sync.watches.get({ namespaceId: nsA.namespaceId, senderId: rep.id });
    expect(watch?.subscriptionId).not.toBe(subscriptionId);
    expect(graph.subscriptions.get(watch?.subscriptionId ?? '')?.clientState).toBe('secret-of-ren-second-0123');
    expect(recorder.seen.map((seen) => seen.messageId)).toEqual(['<meanwhile@buyer.example>']);
    // the old subscription's notifications no longer reach anyone
    await call(webhookRoutes.outlook, { body: notification(subscriptionId, 'secret-of-ren-0123456789', meanwhile.id) });
    expect(deps.queues.sent('inbound')).toEqual([]);
  });

  it('catches up on missed notifications from the last handled time, each message once', async () => {
    const { rep, recorder, sync, subscriptionId } = await subscribed(nsA, 'miss@graph-a.example', 'secret-of-miss-0123456789');
    graph.deliver(reply('old', rep.senderEmail), new Date(clock().getTime() - 2 * DAY).toISOString());
    clock.set(new Date(clock().getTime() + 60 * 60 * 1000).toISOString());
    graph.deliver(reply('missed-1', rep.senderEmail), clock().toISOString());
    graph.deliver(reply('missed-2', rep.senderEmail), clock().toISOString());
    const body = { value: [{ subscriptionId, clientState: 'secret-of-miss-0123456789', lifecycleEvent: 'missed' }] };
    await call(webhookRoutes.outlook, { body });
    await consume(sync);
    expect(recorder.seen.map((seen) => seen.messageId)).toEqual(['<missed-1@buyer.example>', '<missed-2@buyer.example>']);
    await call(webhookRoutes.outlook, { body });
    await consume(sync);
    expect(recorder.seen).toHaveLength(2);
  });

  it('the renewal job renews a subscription ending within a day, makes a missing one again, and goes on past a failure', async () => {
    const first = await subscribed(nsA, 'job@graph-a.example', 'secret-of-job-0123456789');
    const failing = await sender(nsB, 'MICROSOFT', 'failing@graph-b.example');
    graph.resetScript();
    clock.set(new Date(clock().getTime() + 2 * DAY).toISOString());
    // the first renewal of the run is refused: another sender's, or this one's; the run goes on
    graph.script('subscribe', answer(503));
    const { summary } = await renewAll(first.sync);
    expect(summary.failed).toBeGreaterThanOrEqual(1);
    expect(graph.requestsOf('renew').length).toBeGreaterThanOrEqual(1);
    const renewed = await first.sync.watches.get({ namespaceId: nsA.namespaceId, senderId: first.rep.id });
    expect(renewed?.expiresAt).toBe(clock().getTime() + GRAPH_SUBSCRIPTION_MS);
    expect(await first.sync.watches.get({ namespaceId: nsB.namespaceId, senderId: failing.id })).toBeNull();

    // Graph forgot the subscription: the next renewal makes it again
    graph.subscriptions.delete(renewed?.subscriptionId ?? '');
    clock.set(new Date(clock().getTime() + 2.5 * DAY).toISOString());
    await renewAll(first.sync);
    const remade = await first.sync.watches.get({ namespaceId: nsA.namespaceId, senderId: first.rep.id });
    expect(remade?.subscriptionId).not.toBe(renewed?.subscriptionId);
    expect(graph.subscriptions.has(remade?.subscriptionId ?? '')).toBe(true);
    expect(await first.sync.watches.get({ namespaceId: nsB.namespaceId, senderId: failing.id })).not.toBeNull();

    // a sender whose sign-in was refused is left alone until the rep signs in again
    const signedOut = await sender(nsB, 'MICROSOFT', 'signed-out@graph-b.example');
    await deps.repos.emailSenderConfigs.update(nsB, signedOut.id, { credentialsValid: false });
    graph.resetScript();
    const again = await renewAll(first.sync);
    expect(again.summary.signedOut).toBeGreaterThanOrEqual(1);
    expect(await first.sync.watches.get({ namespaceId: nsB.namespaceId, senderId: signedOut.id })).toBeNull();
  });
});

describe('the inbound-events queue consumer', () => {
  it('reads the mailbox a notice names with the real inbound-mail handler, beside SES events, each record failing alone', async () => {
    const ana = await sender(nsA, 'GOOGLE', 'worker@push-a.example');
    const sync = consumer(recordingHandler().handler);
    await renewAll(sync);
    gmail.deliver(reply('not-ours', ana.senderEmail));
    gmail.resetScript();
    const { handler } = await import('../../../functions/workers/inbound-events');

    const answered = await handler(
      sqsEvent(
        sqsRecord({ kind: 'GMAIL', namespaceId: nsA.namespaceId, senderId: ana.id }, 'gmail-notice'),
        sqsRecord(sesEvent('delivery'), 'ses-event'),
        sqsRecord('{"kind":"GMAIL",', 'not-json'),
      ),
      { getRemainingTimeInMillis: () => 60_000 } as unknown as Context,
    );

    expect(answered.batchItemFailures).toEqual([{ itemIdentifier: 'not-json' }]);
    expect(gmail.requestsOf('get')).toHaveLength(1);
    const watch = await sync.watches.get({ namespaceId: nsA.namespaceId, senderId: ana.id });
    expect(watch?.historyId).toBe(String(gmail.historyId));
  });
});
