import { createHmac } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { apiGatewayEvent } from '../../../bin/local/lambda-runtime';
import { checkHubSpotSignatureV3 } from '../../../functions/adapters/crm/hubspot-signature';
import type { CrmEventMessage } from '../../../functions/core/crm/crm-events';
import { handleHubSpotWebhook, type HubSpotWebhookDeps } from '../../../functions/core/crm/hubspot-webhook';
import type { QueueMessage } from '../../../functions/core/ports/queue';
import { hubSpotRequestOf } from '../../../functions/http/hubspot-request';
import { webhookRoutes } from '../../../shared/api/routes/webhook';

const SECRET = 'hubspot-app-client-secret';
const PUBLIC_API = 'https://app.reachwise.example';
const EXECUTE_API = 'k3x9a7q2lm.execute-api.eu-west-1.amazonaws.com';
const NOW = new Date('2026-11-28T12:00:00.000Z');
const PORTAL = 48_120_733;

/** A v3 signature computed as HubSpot documents it, over the URL as HubSpot signs it. */
function sign(url: string, body: string, timestamp: string, secret = SECRET): string {
  return createHmac('sha256', secret).update(`POST${url}${body}${timestamp}`, 'utf8').digest('base64');
}

function event(overrides: Record<string, unknown> = {}) {
  return {
    eventId: 100,
    subscriptionId: 1001,
    portalId: PORTAL,
    appId: 3_210_001,
    occurredAt: NOW.getTime() - 2000,
    subscriptionType: 'contact.propertyChange',
    attemptNumber: 0,
    objectId: 151,
    changeSource: 'CRM',
    propertyName: 'email',
    propertyValue: 'ava.new@northwind.example',
    ...overrides,
  };
}

interface Delivery {
  readonly body: string;
  /** the raw query string, as sent */
  readonly query?: string;
  /** the host the request reached */
  readonly host?: string;
  readonly base64?: boolean;
  readonly headers?: Record<string, string>;
}

/** An API Gateway event of a call to the webhook, as it reaches the function. */
function apiEvent(delivery: Delivery) {
  return apiGatewayEvent({
    route: webhookRoutes.hubspot,
    rawQueryString: delivery.query ?? '',
    headers: { host: delivery.host ?? EXECUTE_API, 'content-type': 'application/json', ...delivery.headers },
    rawBody: delivery.base64 ? Buffer.from(delivery.body, 'utf8').toString('base64') : delivery.body,
    isBase64Encoded: delivery.base64 ?? false,
  });
}

/** The webhook's parts: the real signature check, portals in `instances`, a queue that records. */
function deps(instances: Record<string, string[]> = { [String(PORTAL)]: ['ns-a'] }) {
  const queued: QueueMessage<CrmEventMessage>[] = [];
  const webhook: HubSpotWebhookDeps = {
    clientSecret: () => Promise.resolve(SECRET),
    checkSignature: checkHubSpotSignatureV3,
    accounts: { instancesOf: (_type, accountId) => Promise.resolve(instances[accountId] ?? []) },
    queue: {
      send(messages) {
        queued.push(...messages);
        return Promise.resolve({ failed: [] });
      },
    },
  };
  return { webhook, queued };
}

async function deliver(delivery: Delivery, now = NOW, parts = deps()) {
  const request = hubSpotRequestOf(apiEvent(delivery), PUBLIC_API);
  const outcome = await handleHubSpotWebhook(parts.webhook, request, now);
  return { outcome, queued: parts.queued };
}

function signedHeaders(url: string, body: string, at = NOW.getTime()) {
  const timestamp = String(at);
  return { 'x-hubspot-signature-v3': sign(url, body, timestamp), 'x-hubspot-request-timestamp': timestamp };
}

const URL = `${PUBLIC_API}/api/webhook/hubspot`;

describe('the HubSpot webhook’s signature, over the URL HubSpot called', () => {
  it('accepts a call signed over the public URL although it reached the execute-api host, and queues its event', async () => {
    const body = JSON.stringify([event()]);
    const { outcome, queued } = await deliver({ body, headers: signedHeaders(URL, body) });
    expect(outcome).toEqual({ queued: 1, ignored: 0, unknownPortals: [] });
    expect(queued).toEqual([
      {
        id: 'crm-event#ns-a#HUBSPOT#100',
        body: {
          type: 'HUBSPOT',
          namespaceId: 'ns-a',
          eventId: '100',
          kind: 'EMAIL_CHANGED',
          recordId: '151',
          occurredAt: NOW.getTime() - 2000,
        },
      },
    ]);
  });

  it('refuses a call signed over the execute-api host (the URL the function saw, not the one HubSpot called)', async () => {
    const body = JSON.stringify([event()]);
    const headers = signedHeaders(`https://${EXECUTE_API}/api/webhook/hubspot`, body);
    await expect(deliver({ body, headers })).rejects.toMatchObject({ status: 401, message: /does not match/ });
  });

  it('refuses a forged signature, another secret’s, a changed body, and a missing header: 401, nothing queued', async () => {
    const body = JSON.stringify([event()]);
    const timestamp = String(NOW.getTime());
    const parts = deps();
    const cases: { delivery: Delivery; message: RegExp }[] = [
      {
        delivery: {
          body,
          headers: {
            'x-hubspot-signature-v3': sign(URL, body, timestamp, 'another-secret'),
            'x-hubspot-request-timestamp': timestamp,
          },
        },
        message: /does not match/,
      },
      {
        delivery: { body: JSON.stringify([event({ objectId: 999 })]), headers: signedHeaders(URL, body) },
        message: /does not match/,
      },
      {
        delivery: {
          body,
          headers: { 'x-hubspot-signature-v3': 'bm90IGEgc2lnbmF0dXJl', 'x-hubspot-request-timestamp': timestamp },
        },
        message: /does not match/,
      },
      { delivery: { body, headers: { 'x-hubspot-request-timestamp': timestamp } }, message: /no signature/ },
      { delivery: { body, headers: { 'x-hubspot-signature-v3': sign(URL, body, timestamp) } }, message: /no signature/ },
    ];
    for (const { delivery, message } of cases) {
      await expect(deliver(delivery, NOW, parts)).rejects.toMatchObject({ status: 401, message });
    }
    expect(parts.queued).toEqual([]);
  });

  it('refuses a call signed more than 5 minutes before (or after) now, even with the right signature', async () => {
    const body = JSON.stringify([event()]);
    const parts = deps();
    for (const at of [NOW.getTime() - 300_001, NOW.getTime() + 300_001]) {
      await expect(deliver({ body, headers: signedHeaders(URL, body, at) }, NOW, parts)).rejects.toMatchObject({
        status: 401,
        message: /5 minutes/,
      });
    }
    expect(parts.queued).toEqual([]);
    // within the window: accepted
    const { queued } = await deliver({ body, headers: signedHeaders(URL, body, NOW.getTime() - 299_000) });
    expect(queued).toHaveLength(1);
  });

  it('signs the raw query string with the escapes HubSpot decodes decoded and every other one kept', async () => {
    const body = JSON.stringify([event()]);
    const query = 'state=a%3Ab%2Cc%40d&name=Ana%20Rep&path=%2Fx%3Fy';
    // what HubSpot signs: %3A %2C %40 %2F %3F decoded, %20 kept
    const signedUrl = `${URL}?state=a:b,c@d&name=Ana%20Rep&path=/x?y`;
    const { queued } = await deliver({ body, query, headers: signedHeaders(signedUrl, body) });
    expect(queued).toHaveLength(1);
    // signed over the query as it reached us, escapes and all (not what HubSpot signs), or without it
    await expect(deliver({ body, query, headers: signedHeaders(`${URL}?${query}`, body) })).rejects.toMatchObject({
      status: 401,
    });
    await expect(deliver({ body, query, headers: signedHeaders(URL, body) })).rejects.toMatchObject({ status: 401 });
  });

  it('checks the body as sent when API Gateway hands it as base64', async () => {
    const body = JSON.stringify([event({ propertyValue: 'zoë.ünal@northwind.example' })]);
    const { queued } = await deliver({ body, base64: true, headers: signedHeaders(URL, body) });
    expect(queued.map((message) => message.body.recordId)).toEqual(['151']);
    // the base64 text itself is not what HubSpot signed
    const encoded = Buffer.from(body, 'utf8').toString('base64');
    await expect(deliver({ body, base64: true, headers: signedHeaders(URL, encoded) })).rejects.toMatchObject({ status: 401 });
  });

  it('refuses every call while no HubSpot app is configured', async () => {
    const body = JSON.stringify([event()]);
    const parts = deps();
    const unconfigured = { ...parts.webhook, clientSecret: () => Promise.resolve(undefined) };
    const request = hubSpotRequestOf(apiEvent({ body, headers: signedHeaders(URL, body) }), PUBLIC_API);
    await expect(handleHubSpotWebhook(unconfigured, request, NOW)).rejects.toMatchObject({ status: 401, message: /configured/ });
  });
});

describe('the HubSpot webhook’s events', () => {
  it('queues email changes, deletions and merges (the survivor) per instance of the portal; ignores the rest and unknown portals', async () => {
    const events = [
      event({ eventId: 1 }),
      event({ eventId: 1, attemptNumber: 1 }),
      event({ eventId: 2, propertyName: 'firstname', propertyValue: 'Ava' }),
      event({ eventId: 3, subscriptionType: 'contact.deletion', objectId: 152 }),
      event({
        eventId: 4,
        subscriptionType: 'contact.merge',
        objectId: 153,
        primaryObjectId: 153,
        mergedObjectIds: [154],
        newObjectId: 153,
      }),
      event({ eventId: 5, subscriptionType: 'company.creation', objectId: 9 }),
      event({ eventId: 6, portalId: 777, subscriptionType: 'contact.deletion' }),
    ];
    const body = JSON.stringify(events);
    const parts = deps({ [String(PORTAL)]: ['ns-a', 'ns-b'] });
    const { outcome, queued } = await deliver({ body, headers: signedHeaders(URL, body) }, NOW, parts);
    expect(outcome).toEqual({ queued: 6, ignored: 3, unknownPortals: ['777'] });
    expect(queued.map(({ body: m }) => `${m.namespaceId} ${m.eventId} ${m.kind} ${m.recordId}`).sort()).toEqual([
      'ns-a 1 EMAIL_CHANGED 151',
      'ns-a 3 DELETED 152',
      'ns-a 4 MERGED 153',
      'ns-b 1 EMAIL_CHANGED 151',
      'ns-b 3 DELETED 152',
      'ns-b 4 MERGED 153',
    ]);
  });

  it('refuses a signed body that is not a batch of events, naming the field (400)', async () => {
    for (const [body, path] of [
      ['{"eventId":1}', 'body'],
      [JSON.stringify([event({ objectId: undefined })]), 'body.0.objectId'],
      [JSON.stringify([event({ occurredAt: 'yesterday' })]), 'body.0.occurredAt'],
    ] as const) {
      const failure = deliver({ body, headers: signedHeaders(URL, body) });
      await expect(failure).rejects.toMatchObject({ status: 400 });
      await expect(failure).rejects.toMatchObject({ fieldErrors: [expect.objectContaining({ path })] });
    }
  });
});
