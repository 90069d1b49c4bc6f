import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { FakeSalesforceServer } from '../../../bin/local/fakes/salesforce-server';
import {
  createPkce,
  crmAuthorizationUrl,
  exchangeCrmCode,
  refreshCrmToken,
  type CrmOAuthClient,
} from '../../../functions/adapters/crm/crm-oauth';
import { CrmError } from '../../../functions/core/ports/crm';
import { salesforceClient } from './salesforce-access';

const REDIRECT_URI = 'https://app.reachwise.test/integration/salesforce/callback';
const NOW = Date.parse('2026-03-02T12:00:00Z');

let fake: FakeSalesforceServer;
let client: CrmOAuthClient;

beforeEach(async () => {
  fake = await new FakeSalesforceServer({ redirectUris: [REDIRECT_URI] }).start();
  fake.seedDemo();
  client = salesforceClient(fake);
});

afterEach(async () => {
  await fake.stop();
});

function authorizationUrl(challenge: string, state = 'state-1'): string {
  return crmAuthorizationUrl({
    authorizationEndpoint: fake.authorizationEndpoint,
    clientId: fake.clientId,
    redirectUri: REDIRECT_URI,
    state,
    codeChallenge: challenge,
    scopes: ['api', 'refresh_token', 'offline_access'],
  });
}

/** A browser on the consent page: reads its form and submits it with the button pressed. */
async function submitConsent(url: string, decision: 'allow' | 'deny'): Promise<URL> {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    form.set(
      name ?? '',
      (value ?? '').replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
    );
  }
  form.set('decision', decision);
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1] ?? '';
  const answer = await fetch(new URL(action, fake.baseUrl), { method: 'POST', body: form, redirect: 'manual' });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location') ?? '');
}

async function connect(): Promise<{ refreshToken: string; accessToken: string }> {
  const pkce = createPkce();
  const approved = fake.approve(authorizationUrl(pkce.challenge));
  return exchangeCrmCode(client, { code: approved.code, redirectUri: REDIRECT_URI, codeVerifier: pkce.verifier }, NOW);
}

function userinfo(accessToken: string): Promise<Response> {
  return fetch(`${fake.baseUrl}/services/oauth2/userinfo`, { headers: { authorization: `Bearer ${accessToken}` } });
}

describe('Salesforce OAuth web-server flow with PKCE', () => {
  it('exchanges the code the consent page sends back, with its verifier, for tokens and the instance URL', async () => {
    const pkce = createPkce();

    const back = await submitConsent(authorizationUrl(pkce.challenge, 'state-42'), 'allow');
    const tokens = await exchangeCrmCode(
      client,
      { code: back.searchParams.get('code') ?? '', redirectUri: REDIRECT_URI, codeVerifier: pkce.verifier },
      NOW,
    );

    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    expect(back.searchParams.get('state')).toBe('state-42');
    expect(tokens.instanceUrl).toBe(fake.instanceUrl);
    expect(tokens.refreshToken).toMatch(/^5Aep/);
    expect(tokens.expiresAt).toBeUndefined();
    const me = await userinfo(tokens.accessToken);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ organization_id: fake.organization.Id });
  });

  it('sends the browser back with access_denied when the user denies', async () => {
    const back = await submitConsent(authorizationUrl(createPkce().challenge, 'state-9'), 'deny');

    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('state-9');
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('refuses a wrong verifier as invalid_request and a missing one as invalid_grant', async () => {
    const pkce = createPkce();
    const approved = fake.approve(authorizationUrl(pkce.challenge));

    const wrong = exchangeCrmCode(
      client,
      { code: approved.code, redirectUri: REDIRECT_URI, codeVerifier: createPkce().verifier },
      NOW,
    );
    await expect(wrong).rejects.toMatchObject({
      failure: 'rejected',
      message: expect.stringContaining('invalid_request') as unknown,
    });
    const missing = await fetch(fake.tokenEndpoint, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: approved.code,
        redirect_uri: REDIRECT_URI,
        client_id: fake.clientId,
        client_secret: fake.clientSecret,
      }),
    });

    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('spends a code on its first exchange: a second one is invalid_grant (reconnect)', async () => {
    const pkce = createPkce();
    const approved = fake.approve(authorizationUrl(pkce.challenge));
    const request = { code: approved.code, redirectUri: REDIRECT_URI, codeVerifier: pkce.verifier };
    await exchangeCrmCode(client, request, NOW);

    await expect(exchangeCrmCode(client, request, NOW)).rejects.toMatchObject({ failure: 'auth' });
  });

  it('refuses a client with the wrong secret', async () => {
    const pkce = createPkce();
    const approved = fake.approve(authorizationUrl(pkce.challenge));

    const exchange = exchangeCrmCode(
      { ...client, clientSecret: 'not-the-secret' },
      { code: approved.code, redirectUri: REDIRECT_URI, codeVerifier: pkce.verifier },
      NOW,
    );

    await expect(exchange).rejects.toMatchObject({
      failure: 'rejected',
      message: expect.stringContaining('invalid_client') as unknown,
    });
  });

  it('rotates the refresh token on refresh, and the old one is then refused as expired', async () => {
    const first = await connect();

    const refreshed = await refreshCrmToken(client, first.refreshToken, NOW);
    const reused = await fetch(fake.tokenEndpoint, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: first.refreshToken,
        client_id: fake.clientId,
        client_secret: fake.clientSecret,
      }),
    });

    expect(refreshed.refreshToken).not.toBe(first.refreshToken);
    expect(refreshed.instanceUrl).toBe(fake.instanceUrl);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({ error: 'invalid_grant', error_description: 'expired access/refresh token' });
    await expect(refreshCrmToken(client, first.refreshToken, NOW)).rejects.toMatchObject({ failure: 'auth' });
    expect((await userinfo((await refreshCrmToken(client, refreshed.refreshToken, NOW)).accessToken)).status).toBe(200);
  });

  it('keeps the refresh token when the org does not rotate them', async () => {
    fake.rotateRefreshTokens = false;
    const first = await connect();

    const refreshed = await refreshCrmToken(client, first.refreshToken, NOW);
    const again = await refreshCrmToken(client, refreshed.refreshToken, NOW);

    expect(refreshed.refreshToken).toBe(first.refreshToken);
    expect(again.accessToken).not.toBe(refreshed.accessToken);
  });

  it('revokes the oldest approval when the user approves the app a sixth time', async () => {
    const approvals = [];
    for (let index = 0; index < 6; index += 1) approvals.push(await connect());
    const [oldest, ...kept] = approvals;

    await expect(refreshCrmToken(client, oldest?.refreshToken ?? '', NOW)).rejects.toMatchObject({ failure: 'auth' });
    expect((await userinfo(oldest?.accessToken ?? '')).status).toBe(401);
    for (const approval of kept) await expect(refreshCrmToken(client, approval.refreshToken, NOW)).resolves.toBeDefined();
  });

  it('fails a refresh with auth once the user revoked the app, and unavailable while the endpoint is down', async () => {
    const tokens = await connect();
    fake.script('token', { kind: 'answer', status: 503, body: { error: 'temporarily_unavailable' } });

    await expect(refreshCrmToken(client, tokens.refreshToken, NOW)).rejects.toMatchObject({ failure: 'unavailable' });
    fake.revokeRefreshTokens();
    const revoked = refreshCrmToken(client, tokens.refreshToken, NOW);

    await expect(revoked).rejects.toBeInstanceOf(CrmError);
    await expect(revoked).rejects.toMatchObject({ failure: 'auth' });
  });
});
