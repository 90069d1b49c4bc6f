import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { currentRuntime } from '../../../functions/composition/runtime';
import { sealTokens } from '../../../functions/core/senders/oauth-tokens';
import { sendQueuedEmail } from '../../../functions/core/sending/worker';
import type { SenderType } from '../../../shared/domain/sender';
import { FakeGmailServer, acceptThenReset } from '../../support/fake-gmail-server';
import { FakeGraphServer } from '../../support/fake-graph-server';
import { seedCampaign, type SeededCampaign } from '../../support/generation';
import { installDeps, settableClock, type TestDeps } from '../../support/http';
import { testSendWorkerDeps, writeAndSchedule } from '../../support/sending';
import { smtpSending } from '../../support/sending-world';
import { useTestTable } from '../../support/table-per-file';
import { FakeOAuthProvider } from '../senders/fake-oauth-provider';

const table = useTestTable();
const clock = settableClock('2026-03-02T10:00:00.000Z');
let deps: TestDeps;
let gmail: FakeGmailServer;
let graph: FakeGraphServer;
let google: FakeOAuthProvider;
let microsoft: FakeOAuthProvider;
let count = 0;

beforeAll(async () => {
  deps = installDeps(table, clock);
  [gmail, graph, google, microsoft] = await Promise.all([
    new FakeGmailServer().start(),
    new FakeGraphServer().start(),
    new FakeOAuthProvider({ flavour: 'google' }).start(),
    new FakeOAuthProvider({ flavour: 'microsoft' }).start(),
  ]);
});

afterAll(async () => {
  await Promise.all([gmail.stop(), graph.stop(), google.stop(), microsoft.stop()]);
});

beforeEach(() => {
  clock.set('2026-03-02T10:00:00.000Z');
  for (const [name, value] of Object.entries({ ...google.env('GOOGLE'), ...microsoft.env('MICROSOFT') })) {
    vi.stubEnv(name, value);
  }
  vi.stubEnv('GMAIL_API_URL', gmail.baseUrl);
  vi.stubEnv('GRAPH_API_URL', graph.baseUrl);
  deps.queues.take('sending');
});

afterEach(() => {
  vi.unstubAllEnvs();
  gmail.resetScript();
  graph.resetScript();
});

const { planUntilQueued } = smtpSending({
  deps: () => deps,
  clock,
  server: () => ({ port: 0, password: '' }),
  prefix: 'provider',
});

/** An instance whose campaign sends from a Google or Microsoft mailbox signed in with live tokens. */
async function oauthWorld(type: Extract<SenderType, 'GOOGLE' | 'MICROSOFT'>): Promise<SeededCampaign & { mailbox: string }> {
  count += 1;
  const world = await seedCampaign(deps, {
    namespaceId: `provider-${count}-${Date.now().toString(36)}`,
    owner: count,
    contacts: 1,
    domainOf: () => 'buyer.example',
  });
  const mailbox = `rep${count}@${type === 'GOOGLE' ? 'gmail' : 'outlook'}.example`;
  const box = currentRuntime().overrides?.secretBox;
  if (!box) throw new Error('the test runtime seals credentials');
  const created = await deps.repos.emailSenderConfigs.create(world.ctx, {
    senderEmail: mailbox,
    senderName: 'Maya Ortiz',
    type,
    status: 'ACTIVE',
  });
  const sealed = await sealTokens(box, {
    accessToken: `access-${count}`,
    refreshToken: `refresh-${count}`,
    expiresAt: Date.parse('2030-01-01T00:00:00Z'),
  });
  // the sealed credential is a hidden attribute of the item, written as the sign-in writes it
  const credential = { secretCiphertext: sealed };
  await deps.repos.emailSenderConfigs.update(world.ctx, created.id, { credentialsValid: true, ...credential });
  await deps.services.campaign.setStatus(world.ctx, world.campaign.id, 'PAUSED');
  await deps.services.campaign.update(world.ctx, world.campaign.id, { senderConfigIds: [created.id] });
  await deps.services.campaign.setStatus(world.ctx, world.campaign.id, 'RUNNING');
  return { ...world, mailbox };
}

async function plannedSend(world: SeededCampaign) {
  await writeAndSchedule(deps, world, clock);
  const [message] = await planUntilQueued(world, 6, 1);
  if (!message) throw new Error('expected a message');
  clock.set(message.plannedAt);
  return message;
}

describe('an answer the provider cuts off after taking the message', () => {
  it('Gmail: is looked up by rfc822msgid, found, and marked SENT without a second send', async () => {
    const world = await oauthWorld('GOOGLE');
    const message = await plannedSend(world);
    gmail.script('send', acceptThenReset());

    await expect(sendQueuedEmail(testSendWorkerDeps(clock), message)).resolves.toBe('SENT');

    const kept = gmail.messages.filter((sent) => sent.messageId.includes(message.emailId));
    expect(kept).toHaveLength(1);
    const email = await deps.repos.emailMessages.get(world.ctx, message.emailId);
    expect(email).toMatchObject({ status: 'SENT', providerMessageId: kept[0]?.id, providerThreadId: kept[0]?.threadId });
    expect(gmail.requestsOf('list').length).toBeGreaterThanOrEqual(1);
  });

  it('Graph: the draft it wrote is found sent by its internetMessageId and marked SENT without a second send', async () => {
    const world = await oauthWorld('MICROSOFT');
    const message = await plannedSend(world);
    graph.script('send', acceptThenReset());

    await expect(sendQueuedEmail(testSendWorkerDeps(clock), message)).resolves.toBe('SENT');

    expect(graph.sent.filter((sent) => sent.internetMessageId.includes(message.emailId))).toHaveLength(1);
    expect(graph.requestsOf('send')).toHaveLength(1);
    expect((await deps.repos.emailMessages.get(world.ctx, message.emailId)).status).toBe('SENT');
  });
});
