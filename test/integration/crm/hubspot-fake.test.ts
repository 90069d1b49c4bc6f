import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import { startHubSpotFake, type HubSpotFakeOptions, type HubSpotFakeServer } from '../../../bin/local/fakes/hubspot-server';
import { checkHubSpotSignatureV3 } from '../../../functions/adapters/crm/hubspot-signature';

const REDIRECT_URI = 'http://127.0.0.1:5173/integration/oauth';
const stops: (() => Promise<void>)[] = [];

afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

async function fake(options: HubSpotFakeOptions = {}): Promise<HubSpotFakeServer> {
  const started = await startHubSpotFake(options);
  stops.push(() => started.stop());
  return started;
}

function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** What a browser does on the consent page: reads its form and clicks a button; answers where it is sent. */
async function consent(hubspot: HubSpotFakeServer, challenge: string, decision: 'allow' | 'deny' = 'allow'): Promise<URL> {
  const authorize = new URL('/oauth/authorize', hubspot.baseUrl);
  const params = {
    client_id: hubspot.client.clientId,
    redirect_uri: REDIRECT_URI,
    scope: 'crm.objects.contacts.read',
    state: 'st-123',
  };
  for (const [name, value] of Object.entries({ ...params, code_challenge: challenge, code_challenge_method: 'S256' })) {
    authorize.searchParams.set(name, value);
  }
  const page = await fetch(authorize);
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
  const form = new URLSearchParams(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [match[1] ?? '', match[2] ?? '']),
  );
  form.set('decision', decision);
  const posted = await fetch(new URL(action, hubspot.baseUrl), { method: 'POST', body: form, redirect: 'manual' });
  expect(posted.status).toBe(302);
  return new URL(posted.headers.get('location') ?? '');
}

async function token(
  hubspot: HubSpotFakeServer,
  grant: Record<string, string>,
  path = '/oauth/2026-03/token',
): Promise<Response> {
  const body = new URLSearchParams({ client_id: hubspot.client.clientId, client_secret: hubspot.client.clientSecret, ...grant });
  return fetch(`${hubspot.baseUrl}${path}`, { method: 'POST', body });
}

describe('the fake HubSpot', () => {
  it('runs the authorization-code flow: the consent page redirects with a code that a token request with the right PKCE verifier exchanges', async () => {
    const hubspot = await fake();
    const { verifier, challenge } = pkce();

    const back = await consent(hubspot, challenge);
    expect(back.origin + back.pathname).toBe(REDIRECT_URI);
    expect(back.searchParams.get('state')).toBe('st-123');
    const code = back.searchParams.get('code') ?? '';

    const granted = await token(hubspot, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    });
    expect(granted.status).toBe(200);
    const tokens = (await granted.json()) as { access_token: string; refresh_token: string; expires_in: number };
    expect(tokens.expires_in).toBe(1800);
    const account = await fetch(`${hubspot.baseUrl}/account-info/v3/details`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(await account.json()).toMatchObject({ portalId: hubspot.portalId, uiDomain: 'app.hubspot.com' });

    const refreshed = await token(hubspot, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refreshed.status).toBe(200);
    expect(await refreshed.json()).toMatchObject({ refresh_token: tokens.refresh_token, expires_in: 1800 });
    const again = await token(hubspot, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    });
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses a code with a wrong PKCE verifier or redirect URI as invalid_grant, and a wrong client secret as invalid_client', async () => {
    const hubspot = await fake();
    const { challenge } = pkce();
    const first = (await consent(hubspot, challenge)).searchParams.get('code') ?? '';
    const second = (await consent(hubspot, challenge)).searchParams.get('code') ?? '';

    const wrongVerifier = await token(hubspot, {
      grant_type: 'authorization_code',
      code: first,
      redirect_uri: REDIRECT_URI,
      code_verifier: pkce().verifier,
    });
    const wrongRedirect = await token(hubspot, {
      grant_type: 'authorization_code',
      code: second,
      redirect_uri: 'http://127.0.0.1/elsewhere',
      code_verifier: 'x',
    });
    const wrongSecret = await fetch(`${hubspot.baseUrl}/oauth/2026-03/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: 'r',
        client_id: hubspot.client.clientId,
        client_secret: 'guess',
      }),
    });

    expect(wrongVerifier.status).toBe(400);
    expect(await wrongVerifier.json()).toMatchObject({ error: 'invalid_grant' });
    expect(await wrongRedirect.json()).toMatchObject({ error: 'invalid_grant' });
    expect(wrongSecret.status).toBe(401);
    expect(await wrongSecret.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('redirects with access_denied when the user denies, and refuses a refresh token once revoked', async () => {
    const hubspot = await fake();
    const denied = await consent(hubspot, pkce().challenge, 'deny');
    const grant = hubspot.oauth.issueTokens();
    hubspot.revoke(grant.refreshToken);

    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(denied.searchParams.has('code')).toBe(false);
    expect(await (await token(hubspot, { grant_type: 'refresh_token', refresh_token: grant.refreshToken })).json()).toMatchObject(
      {
        error: 'invalid_grant',
      },
    );
    const call = await fetch(`${hubspot.baseUrl}/account-info/v3/details`, {
      headers: { authorization: `Bearer ${grant.accessToken}` },
    });
    expect(call.status).toBe(401);
  });

  it('has no retired /oauth/v1/token endpoint', async () => {
    const hubspot = await fake();
    const grant = hubspot.oauth.issueTokens();

    const old = await token(hubspot, { grant_type: 'refresh_token', refresh_token: grant.refreshToken }, '/oauth/v1/token');

    expect(old.status).toBe(404);
  });

  it('answers a storm past 100 requests in 10 seconds with 429 TEN_SECONDLY_ROLLING and Retry-After, per token', async () => {
    const hubspot = await fake({ privateAppTokens: ['pat-na1-a', 'pat-na1-b'] });
    const call = (bearer: string) =>
      fetch(`${hubspot.baseUrl}/account-info/v3/details`, { headers: { authorization: `Bearer ${bearer}` } });

    const storm = await Promise.all(Array.from({ length: 110 }, () => call('pat-na1-a')));
    const other = await call('pat-na1-b');

    expect(storm.filter((response) => response.status === 200)).toHaveLength(100);
    const limited = storm.filter((response) => response.status === 429);
    expect(limited).toHaveLength(10);
    expect(Number(limited[0]?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited[0]?.json()).toMatchObject({ status: 'error', policyName: 'TEN_SECONDLY_ROLLING' });
    expect(other.status).toBe(200);
  });

  it('refuses a search paging past its result ceiling, and more than 4 searches a second per token', async () => {
    const at = Date.parse('2026-10-01T00:00:00Z');
    const hubspot = await fake({ privateAppTokens: ['pat-na1-s'], now: () => at });
    const search = (body: unknown) =>
      fetch(`${hubspot.baseUrl}/crm/v3/objects/contacts/search`, {
        method: 'POST',
        headers: { authorization: 'Bearer pat-na1-s', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    const pastCeiling = await search({ limit: 100, after: '9901' });
    const burst = await Promise.all(Array.from({ length: 5 }, () => search({ limit: 10 })));

    // the refused search counts toward the second as well
    expect(pastCeiling.status).toBe(400);
    expect(burst.map((response) => response.status).sort()).toEqual([200, 200, 200, 429, 429]);
    expect(await burst.find((response) => response.status === 429)?.json()).toMatchObject({ policyName: 'SECONDLY' });
  });

  it('sends v3-signed webhooks for an email change, a merge and a deletion', async () => {
    const received: { url: string; headers: Record<string, string>; body: string }[] = [];
    const receiver: Server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
        received.push({ url: request.url ?? '', headers, body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    stops.push(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/webhook/hubspot?instance=a%40b`;
    const hubspot = await fake({ webhook: { url, clientSecret: 'app-secret' } });
    const a = hubspot.addContact({ email: 'one@acme.io' });
    const b = hubspot.addContact({ email: 'two@acme.io' });

    hubspot.changeEmail(a, 'uno@acme.io');
    hubspot.merge(a, b);
    hubspot.delete(a);
    await hubspot.flushWebhooks();

    expect(received).toHaveLength(3);
    for (const delivery of received) {
      const signed = {
        method: 'POST',
        url,
        rawBody: delivery.body,
        signature: delivery.headers['x-hubspot-signature-v3'],
        timestamp: delivery.headers['x-hubspot-request-timestamp'],
      };
      expect(checkHubSpotSignatureV3(signed, 'app-secret')).toBeUndefined();
      expect(checkHubSpotSignatureV3(signed, 'another-secret')).toBe('mismatch');
    }
    const events = received.flatMap((delivery) => JSON.parse(delivery.body) as Record<string, unknown>[]);
    expect(events).toMatchObject([
      {
        subscriptionType: 'contact.propertyChange',
        objectId: Number(a),
        propertyName: 'email',
        propertyValue: 'uno@acme.io',
        attemptNumber: 0,
      },
      { subscriptionType: 'contact.merge', primaryObjectId: Number(a), mergedObjectIds: [Number(b)] },
      { subscriptionType: 'contact.deletion', objectId: Number(a) },
    ]);
    expect(new Set(events.map((event) => event.eventId)).size).toBe(3);
    expect(hubspot.deliveries.map((delivery) => delivery.status)).toEqual([204, 204, 204]);

    hubspot.redeliver(0);
    await hubspot.flushWebhooks();
    expect(JSON.parse(received[3]?.body ?? '[]')).toMatchObject([{ eventId: events[0]?.eventId, attemptNumber: 1 }]);
  });

  it("keeps the earlier email of a contact whose email a PATCH changes, and refuses a read-only property or another contact's email", async () => {
    const hubspot = await fake({ privateAppTokens: ['pat-na1-t'] });
    const id = hubspot.addContact({ email: 'first@acme.io', firstname: 'Ana' });
    const patch = (properties: Record<string, string>) =>
      fetch(`${hubspot.baseUrl}/crm/v3/objects/contacts/${id}`, {
        method: 'PATCH',
        headers: { authorization: 'Bearer pat-na1-t', 'content-type': 'application/json' },
        body: JSON.stringify({ properties }),
      });

    const other = hubspot.addContact({ email: 'taken@acme.io' });
    const changed = await patch({ email: 'second@acme.io' });
    const refused = await patch({ hs_email_optout: 'true' });
    const conflict = await patch({ email: 'Taken@acme.io' });

    expect(changed.status).toBe(200);
    expect(hubspot.store.contact(id)?.properties).toMatchObject({
      email: 'second@acme.io',
      hs_additional_emails: 'first@acme.io',
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ status: 'error', category: 'VALIDATION_ERROR' });
    expect(hubspot.store.contact(id)?.properties.hs_email_optout).toBeUndefined();
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toMatchObject({
      category: 'CONFLICT',
      message: `Contact already exists. Existing ID: ${other}`,
    });
    expect(() => hubspot.changeEmail(id, 'taken@acme.io')).toThrow(other);
  });

  it('seeds the same demo portal every time: 50 contacts at business domains, with owners, stages and three lists', async () => {
    const first = await fake({ seed: 'demo' });
    const second = await fake({ seed: 'demo' });
    const contacts = first.store.liveContacts();

    expect(contacts).toHaveLength(50);
    expect(second.store.liveContacts().map((record) => record.properties)).toEqual(contacts.map((record) => record.properties));
    expect(new Set(contacts.map((record) => record.properties.email)).size).toBe(50);
    expect(contacts.every((record) => !/@(gmail|yahoo|hotmail|outlook)\./.test(record.properties.email ?? ''))).toBe(true);
    expect(new Set(contacts.map((record) => record.properties.hubspot_owner_id)).size).toBe(3);
    expect(new Set(contacts.map((record) => record.properties.lifecyclestage)).size).toBeGreaterThan(5);
    expect([...first.store.lists.values()].map((list) => list.members.length)).toEqual([17, 15, 10]);
  });
});
