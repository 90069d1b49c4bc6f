import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { answer, startHubSpotFake, type HubSpotFakeServer } from '../../../bin/local/fakes/hubspot-server';
import { apiGatewayEvent, invokeHttpRoute, lambdaContext } from '../../../bin/local/lambda-runtime';
import { createHubSpotConnector } from '../../../functions/adapters/crm/hubspot-connector';
import { createCrmAccountStore } from '../../../functions/adapters/dynamodb/crm-account-store';
import { createCrmWebhookEventStore } from '../../../functions/adapters/dynamodb/crm-webhook-event-store';
import { currentRuntime, installRuntime } from '../../../functions/composition/runtime';
import { CRM_EVENT_HOLD_MS, type CrmEventDeps } from '../../../functions/core/crm/crm-events';
import type { CrmConnections, CrmConnector, CrmContact, CrmContactSync } from '../../../functions/core/ports/crm';
import type { TenantContext } from '../../../functions/core/tenant';
import { handleCrmEventBatch } from '../../../functions/workers/crm-event-batch';
import { webhookRoutes } from '../../../shared/api/routes/webhook';
import { installDeps, recompose, settableClock, type TestDeps } from '../../support/http';
import { sqsEvent, sqsRecord } from '../../support/ses-events';
import { useTestTable } from '../../support/table-per-file';

const table = useTestTable();
const NOW = '2026-11-28T12:00:00.000Z';
const clock = settableClock(NOW);
const NO_LIMITS = { perTenSeconds: 100_000, searchPerSecond: 100_000 };
/** the host API Gateway's own URL has: the signature is never checked over it */
const EXECUTE_API_HOST = 'k3x9a7q2lm.execute-api.eu-west-1.amazonaws.com';

const nsA: TenantContext = { namespaceId: 'ns-hubspot-a', userId: 'user-a', role: 'ADMIN' };
const nsB: TenantContext = { namespaceId: 'ns-hubspot-b', userId: 'user-b', role: 'ADMIN' };

/** A contact as the in-memory sync keeps it: matched by CRM id, then email. */
interface KeptContact {
  readonly id: number;
  crmId: string | undefined;
  email: string | undefined;
  note?: string;
}

/**
 * The instance's contacts as an import keeps them, in memory: a record is matched by its CRM id
 * (or an id merged into it), then by email; a forgotten record's contact keeps its data.
 */
class MemoryContactSync implements CrmContactSync {
  readonly contacts = new Map<string, KeptContact[]>();
  readonly calls: string[] = [];
  private nextId = 1;

  of(ctx: TenantContext): KeptContact[] {
    const kept = this.contacts.get(ctx.namespaceId) ?? [];
    this.contacts.set(ctx.namespaceId, kept);
    return kept;
  }

  applyRecords(ctx: TenantContext, _type: string, records: readonly CrmContact[]): Promise<void> {
    const kept = this.of(ctx);
    for (const record of records) {
      this.calls.push(`${ctx.namespaceId} apply ${record.id}`);
      const ids = [record.id, ...record.mergedIds];
      const found =
        kept.find((contact) => contact.crmId !== undefined && ids.includes(contact.crmId)) ??
        kept.find((contact) => contact.email !== undefined && contact.email === record.email);
      if (found) Object.assign(found, { crmId: record.id, email: record.email });
      else kept.push({ id: this.nextId++, crmId: record.id, email: record.email });
    }
    return Promise.resolve();
  }

  forgetRecord(ctx: TenantContext, _type: string, crmId: string): Promise<void> {
    this.calls.push(`${ctx.namespaceId} forget ${crmId}`);
    const found = this.of(ctx).find((contact) => contact.crmId === crmId);
    if (found) Object.assign(found, { crmId: undefined, note: 'deleted in HubSpot' });
    return Promise.resolve();
  }
}

/** Each instance's connected HubSpot, and the integrations set to ERROR. */
function connections(connectors: Map<string, CrmConnector>): CrmConnections & { errors: string[] } {
  const errors: string[] = [];
  return {
    errors,
    connectorFor: (ctx) => Promise.resolve(connectors.get(ctx.namespaceId) ?? null),
    markError(ctx, type, reason) {
      errors.push(`${ctx.namespaceId} ${type} ${reason}`);
      return Promise.resolve();
    },
  };
}

let deps: TestDeps;
let relay: Server;
let relayOrigin: string;
let hubspot: HubSpotFakeServer;
let token: string;

/** Reads a request's body as sent. */
async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The public origin HubSpot calls, standing for the API's custom domain: each call is handed to the
 * route's real handler in process, as API Gateway would hand it (its own execute-api host).
 */
async function startRelay(): Promise<void> {
  relay = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://relay');
      const headers = Object.fromEntries(
        Object.entries(request.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
      );
      const event = apiGatewayEvent({
        route: webhookRoutes.hubspot,
        method: request.method ?? 'POST',
        rawPath: url.pathname,
        rawQueryString: url.search.replace(/^\?/, ''),
        headers: { ...headers, host: EXECUTE_API_HOST },
        rawBody: await bodyOf(request),
      });
      const result = await invokeHttpRoute(webhookRoutes.hubspot, event, { timeoutMs: 30_000 });
      response.writeHead(result.statusCode ?? 200);
      response.end();
    })();
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', () => resolve()));
  relayOrigin = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`;
}

async function startHubSpot(options: { portalId?: number; secret?: string; skewMs?: number } = {}) {
  const fake = await startHubSpotFake({ limits: NO_LIMITS, now: () => clock().getTime() + (options.skewMs ?? 0), ...options });
  fake.webhook = { url: `${relayOrigin}/api/webhook/hubspot`, clientSecret: options.secret ?? hubspot.client.clientSecret };
  return fake;
}

function connectorOf(fake: HubSpotFakeServer, accessToken: string): CrmConnector {
  return createHubSpotConnector({
    apiBase: fake.baseUrl,
    token: () => Promise.resolve(accessToken),
    refresh: () => Promise.resolve(accessToken),
  });
}

/** Takes what the webhook queued and hands it to the consumer as one SQS batch; answers the records it failed. */
async function consume(consumer: CrmEventDeps): Promise<string[]> {
  const records = deps.queues.take('crmEvents').map((message) => sqsRecord(message.body));
  if (records.length === 0) return [];
  const answer = await handleCrmEventBatch(consumer, sqsEvent(...records), lambdaContext({ functionName: 'CrmEventsConsumer' }));
  return answer.batchItemFailures.map((failure) => failure.itemIdentifier);
}

beforeAll(async () => {
  deps = installDeps(table, clock);
  await startRelay();
  hubspot = await startHubSpotFake({ limits: NO_LIMITS, now: () => clock().getTime() });
  hubspot.webhook = { url: `${relayOrigin}/api/webhook/hubspot`, clientSecret: hubspot.client.clientSecret };
  token = hubspot.createPrivateAppToken();
  vi.stubEnv('HUBSPOT_OAUTH_CLIENT_SECRET', hubspot.client.clientSecret);
  const overrides = currentRuntime().overrides;
  if (!overrides) throw new Error('no runtime');
  // HubSpot calls the API's public origin: here the relay's
  installRuntime({ ...overrides, publicUrls: { api: relayOrigin, web: relayOrigin } });
  recompose();
  await createCrmAccountStore(table.client, table.tableName).register(nsA, 'HUBSPOT', String(hubspot.portalId));
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await Promise.all([hubspot.stop(), new Promise((resolve) => relay.close(resolve))]);
});

beforeEach(() => {
  clock.set(NOW);
  deps.queues.take('crmEvents');
});

afterEach(() => {
  hubspot.resetScript();
});

function consumerDeps(contacts: MemoryContactSync, connectors: Map<string, CrmConnector>) {
  const crm = connections(connectors);
  const consumer: CrmEventDeps = {
    ledger: createCrmWebhookEventStore(table.client, table.tableName, { now: clock }),
    connections: crm,
    contacts,
  };
  return { consumer, crm };
}

/** Imports a fake record into the in-memory contacts, as an import would have. */
async function imported(contacts: MemoryContactSync, ctx: TenantContext, connector: CrmConnector, id: string) {
  const record = await connector.getContact(id);
  if (!record) throw new Error(`no record ${id}`);
  await contacts.applyRecords(ctx, 'HUBSPOT', [record]);
  contacts.calls.length = 0;
}

describe('the HubSpot webhook, end to end up to the contact sync', () => {
  it('applies an email change once under 5 deliveries of the same event: the same contact, with its new email', async () => {
    const contacts = new MemoryContactSync();
    const connector = connectorOf(hubspot, token);
    const { consumer } = consumerDeps(contacts, new Map([[nsA.namespaceId, connector]]));
    const id = hubspot.addContact({ email: 'ava.hart@northwind.example', firstname: 'Ava' });
    await imported(contacts, nsA, connector, id);

    hubspot.changeEmail(id, 'ava.new@northwind.example');
    await hubspot.flushWebhooks();
    for (let attempt = 1; attempt < 5; attempt += 1) {
      hubspot.redeliver();
      await hubspot.flushWebhooks();
    }
    expect(hubspot.deliveries.slice(-5).map((delivery) => delivery.status)).toEqual([204, 204, 204, 204, 204]);
    expect(hubspot.deliveries.at(-1)?.events[0]?.attemptNumber).toBe(4);
    expect(deps.queues.sent('crmEvents')).toHaveLength(5);

    const reads = hubspot.requestsOf('getContact').length;
    expect(await consume(consumer)).toEqual([]);
    expect(contacts.calls).toEqual([`${nsA.namespaceId} apply ${id}`]);
    expect(contacts.of(nsA)).toEqual([{ id: 1, crmId: id, email: 'ava.new@northwind.example' }]);
    expect(hubspot.requestsOf('getContact')).toHaveLength(reads + 1);

    // delivered again later (HubSpot retries for days): still nothing
    hubspot.redeliver();
    await hubspot.flushWebhooks();
    expect(await consume(consumer)).toEqual([]);
    expect(contacts.calls).toHaveLength(1);
  });

  it('follows a merge to the surviving record, and forgets a deleted one while its contact keeps its data', async () => {
    const contacts = new MemoryContactSync();
    const connector = connectorOf(hubspot, token);
    const { consumer } = consumerDeps(contacts, new Map([[nsA.namespaceId, connector]]));
    const survivor = hubspot.addContact({ email: 'li.wei@harbor.example' });
    const merged = hubspot.addContact({ email: 'l.wei@harbor.example' });
    const deleted = hubspot.addContact({ email: 'sam.cole@harbor.example' });
    for (const id of [survivor, merged, deleted]) await imported(contacts, nsA, connector, id);

    hubspot.merge(survivor, merged);
    hubspot.delete(deleted);
    await hubspot.flushWebhooks();
    hubspot.redeliver(hubspot.deliveries.length - 2);
    hubspot.redeliver();
    await hubspot.flushWebhooks();
    expect(await consume(consumer)).toEqual([]);

    expect(contacts.calls.sort()).toEqual(
      [`${nsA.namespaceId} apply ${survivor}`, `${nsA.namespaceId} forget ${deleted}`].sort(),
    );
    const kept = contacts.of(nsA);
    expect(kept.find((contact) => contact.email === 'li.wei@harbor.example')?.crmId).toBe(survivor);
    expect(kept.find((contact) => contact.email === 'sam.cole@harbor.example')).toEqual({
      id: 3,
      crmId: undefined,
      email: 'sam.cole@harbor.example',
      note: 'deleted in HubSpot',
    });
  });

  it('acknowledges the events of a portal no instance is connected to, and queues nothing', async () => {
    const stranger = await startHubSpot({ portalId: 71_000_001 });
    try {
      const id = stranger.addContact({ email: 'nobody@stranger.example' });
      stranger.changeEmail(id, 'still.nobody@stranger.example');
      await stranger.flushWebhooks();
      expect(stranger.deliveries.map((delivery) => delivery.status)).toEqual([204]);
      expect(deps.queues.sent('crmEvents')).toEqual([]);
    } finally {
      await stranger.stop();
    }
  });

  it('refuses a call signed with another secret, or 6 minutes old: 401, nothing queued', async () => {
    const forger = await startHubSpot({ portalId: hubspot.portalId, secret: 'not-the-app-secret' });
    const late = await startHubSpot({ portalId: hubspot.portalId, skewMs: -6 * 60_000 });
    try {
      for (const [index, fake] of [forger, late].entries()) {
        const id = fake.addContact({ email: `someone${index}@harbor.example` });
        fake.delete(id);
        await fake.flushWebhooks();
        expect(fake.deliveries.map((delivery) => delivery.status)).toEqual([401]);
      }
      expect(deps.queues.sent('crmEvents')).toEqual([]);
    } finally {
      await Promise.all([forger.stop(), late.stop()]);
    }
  });

  it('reaches only the instances connected to the portal, each applying the event once with its own connector', async () => {
    const contacts = new MemoryContactSync();
    const connector = connectorOf(hubspot, token);
    const tokenB = hubspot.createPrivateAppToken();
    const connectorB = connectorOf(hubspot, tokenB);
    const { consumer } = consumerDeps(
      contacts,
      new Map([
        [nsA.namespaceId, connector],
        [nsB.namespaceId, connectorB],
      ]),
    );
    const id = hubspot.addContact({ email: 'ines.ruiz@quay.example' });

    // the portal is connected in A only: B sees nothing
    hubspot.changeEmail(id, 'ines.r@quay.example');
    await hubspot.flushWebhooks();
    expect(deps.queues.sent('crmEvents').map((message) => (message.body as { namespaceId: string }).namespaceId)).toEqual([
      nsA.namespaceId,
    ]);
    await consume(consumer);
    expect(contacts.calls).toEqual([`${nsA.namespaceId} apply ${id}`]);
    expect(contacts.of(nsB)).toEqual([]);

    // connected in B too: the next change reaches both, each once, B reading with its own token
    const accounts = createCrmAccountStore(table.client, table.tableName);
    await accounts.register(nsB, 'HUBSPOT', String(hubspot.portalId));
    try {
      contacts.calls.length = 0;
      hubspot.changeEmail(id, 'ines@quay.example');
      await hubspot.flushWebhooks();
      hubspot.redeliver();
      await hubspot.flushWebhooks();
      expect(await consume(consumer)).toEqual([]);
      expect(contacts.calls.sort()).toEqual([`${nsA.namespaceId} apply ${id}`, `${nsB.namespaceId} apply ${id}`]);
      expect(
        hubspot.requestsOf('getContact').filter((request) => request.headers.authorization === `Bearer ${tokenB}`),
      ).toHaveLength(1);
    } finally {
      await accounts.unregister(nsB, 'HUBSPOT', String(hubspot.portalId));
    }
    expect(await accounts.instancesOf('HUBSPOT', String(hubspot.portalId))).toEqual([nsA.namespaceId]);
  });

  it('fails the record on a rate limit (the queue retries it after its visibility timeout) and applies it once later', async () => {
    const contacts = new MemoryContactSync();
    const { consumer } = consumerDeps(contacts, new Map([[nsA.namespaceId, connectorOf(hubspot, token)]]));
    const id = hubspot.addContact({ email: 'omar.haddad@pier.example' });
    hubspot.changeEmail(id, 'omar@pier.example');
    await hubspot.flushWebhooks();
    const queued = deps.queues.sent('crmEvents');

    hubspot.script(
      'getContact',
      answer(429, { status: 'error', category: 'RATE_LIMITS', message: 'You have reached your secondly limit.' }),
    );
    const failed = await consume(consumer);
    expect(failed).toHaveLength(1);
    expect(contacts.calls).toEqual([]);

    // the queue's retry: claimed again (the failed delivery gave its hold back) and applied
    await deps.queues.queues.crmEvents.send(queued);
    expect(await consume(consumer)).toEqual([]);
    expect(contacts.calls).toEqual([`${nsA.namespaceId} apply ${id}`]);
  });

  it('waits out the hold of a delivery that died mid-way, then applies the event', async () => {
    const contacts = new MemoryContactSync();
    const { consumer } = consumerDeps(contacts, new Map([[nsA.namespaceId, connectorOf(hubspot, token)]]));
    const id = hubspot.addContact({ email: 'died@pier.example' });
    hubspot.changeEmail(id, 'lived@pier.example');
    await hubspot.flushWebhooks();
    const [message] = deps.queues.sent('crmEvents');
    const eventId = (message?.body as { eventId: string }).eventId;
    // a delivery claimed it and never finished
    expect(await consumer.ledger.claim(nsA.namespaceId, eventId, CRM_EVENT_HOLD_MS)).not.toBeNull();
    expect(await consume(consumer)).toEqual([]);
    expect(contacts.calls).toEqual([]);

    clock.set(new Date(Date.parse(NOW) + CRM_EVENT_HOLD_MS + 1000).toISOString());
    if (message) await deps.queues.queues.crmEvents.send([message]);
    expect(await consume(consumer)).toEqual([]);
    expect(contacts.calls).toEqual([`${nsA.namespaceId} apply ${id}`]);
  });

  it('sets the integration to ERROR on revoked credentials and drops the event (the next sync catches up)', async () => {
    const contacts = new MemoryContactSync();
    const revoked = hubspot.createPrivateAppToken();
    const { consumer, crm } = consumerDeps(contacts, new Map([[nsA.namespaceId, connectorOf(hubspot, revoked)]]));
    const id = hubspot.addContact({ email: 'revoked@pier.example' });
    hubspot.revoke(revoked);
    hubspot.changeEmail(id, 'revoked.new@pier.example');
    await hubspot.flushWebhooks();
    expect(await consume(consumer)).toEqual([]);
    expect(crm.errors).toHaveLength(1);
    expect(crm.errors[0]).toMatch(new RegExp(`^${nsA.namespaceId} HUBSPOT HubSpot refused the credentials`));
    expect(contacts.calls).toEqual([]);
  });
});
