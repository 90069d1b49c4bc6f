import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { FakeSalesforceServer } from '../../../bin/local/fakes/salesforce-server';
import { CrmAuthError, type CrmGrant, type CrmTokenClient, type CrmTokens } from '../../../functions/core/ports/crm-auth';
import { salesforceTokenClient } from './salesforce-access';

const REDIRECT_URI = 'https://app.reachwise.test/integration/salesforce/callback';
const NOW = Date.parse('2026-03-02T12:00:00Z');

let fake: FakeSalesforceServer;
let client: CrmTokenClient;

beforeEach(async () => {
  fake = await new FakeSalesforceServer({ redirectUris: [REDIRECT_URI] }).start();
  fake.seedDemo();
  client = salesforceTokenClient(fake);
});

afterEach(async () => {
  await fake.stop();
});

function authorizationUrl(challenge: string, state = 'state-1'): string {
  return client.authorizationUrl('SALESFORCE', { redirectUri: REDIRECT_URI, state, codeChallenge: challenge });
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

function exchange(request: { code: string; codeVerifier: string }, by = client): Promise<CrmGrant> {
  return by.exchangeCode('SALESFORCE', { ...request, redirectUri: REDIRECT_URI }, NOW);
}

function refresh(refreshToken: string): Promise<CrmTokens> {
  return client.refresh('SALESFORCE', refreshToken, NOW);
}

async function connect(): Promise<CrmGrant> {
  const pkce = client.createPkce();
  const approved = fake.approve(authorizationUrl(pkce.challenge));
  return exchange({ code: approved.code, codeVerifier: pkce.verifier });
}

function userinfo(accessToken: string): Promise<Response> {
  return fetch(`${fake.baseUrl}/services/oauth2/userinfo`, { headers: { authorization: `Bearer ${accessToken}` } });
}

describe('Salesforce OAuth web-server flow with PKCE', () => {
  it('exchanges the code the consent page sends back, with its verifier, for tokens and the instance URL', async () => {
    const pkce = client.createPkce();

    const back = await submitConsent(authorizationUrl(pkce.challenge, 'state-42'), 'allow');
    const tokens = await exchange({ code: back.searchParams.get('code') ?? '', codeVerifier: pkce.verifier });

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
    const back = await submitConsent(authorizationUrl(client.createPkce().challenge, 'state-9'), 'deny');

    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('state-9');
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('refuses a wrong verifier as invalid_request and a missing one as invalid_grant', async () => {
    const pkce = client.createPkce();
    const approved = fake.approve(authorizationUrl(pkce.challenge));

    const wrong = exchange({ code: approved.code, codeVerifier: client.createPkce().verifier });
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
    const pkce = client.createPkce();
    const approved = fake.approve(authorizationUrl(pkce.challenge));
    const request = { code: approved.code, codeVerifier: pkce.verifier };
    await exchange(request);

    await expect(exchange(request)).rejects.toMatchObject({ failure: 'invalid_grant' });
  });

  it('refuses a client with the wrong secret', async () => {
    const pkce = client.createPkce();
    const approved = fake.approve(authorizationUrl(pkce.challenge));

    const refused = exchange({ code: approved.code, codeVerifier: pkce.verifier }, salesforceTokenClient(fake, 'not-the-secret'));

    await expect(refused).rejects.toMatchObject({
      failure: 'rejected',
      message: expect.stringContaining('invalid_client') as unknown,
    });
  });

  it('refuses an exchange that answers no refresh token: the connection would die with its access token', async () => {
    const pkce = client.createPkce();
    const approved = fake.approve(authorizationUrl(pkce.challenge));
    fake.script('token', { kind: 'answer', status: 200, body: { access_token: 'a', instance_url: fake.instanceUrl } });

    await expect(exchange({ code: approved.code, codeVerifier: pkce.verifier })).rejects.toMatchObject({
      failure: 'rejected',
      message: 'Salesforce answered no refresh token: the app needs the refresh_token scope.',
    });
  });

  it('rotates the refresh token on refresh, and the old one is then refused as expired', async () => {
    const first = await connect();

    const refreshed = await refresh(first.refreshToken);
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
    await expect(refresh(first.refreshToken)).rejects.toMatchObject({ failure: 'invalid_grant' });
    expect((await userinfo((await refresh(refreshed.refreshToken ?? '')).accessToken)).status).toBe(200);
  });

  it('answers no refresh token when the org does not rotate them, and the first one keeps working', async () => {
    fake.rotateRefreshTokens = false;
    const first = await connect();

    const refreshed = await refresh(first.refreshToken);
    const again = await refresh(first.refreshToken);

    expect(refreshed.refreshToken).toBeUndefined();
    expect(again.accessToken).not.toBe(refreshed.accessToken);
  });

  it('revokes the oldest approval when the user approves the app a sixth time', async () => {
    const approvals = [];
    for (let index = 0; index < 6; index += 1) approvals.push(await connect());
    const [oldest, ...kept] = approvals;

    await expect(refresh(oldest?.refreshToken ?? '')).rejects.toMatchObject({ failure: 'invalid_grant' });
    expect((await userinfo(oldest?.accessToken ?? '')).status).toBe(401);
    for (const approval of kept) await expect(refresh(approval.refreshToken)).resolves.toBeDefined();
  });

  it('fails a refresh with auth once the user revoked the app, and unavailable while the endpoint is down', async () => {
    const tokens = await connect();
    fake.script('token', { kind: 'answer', status: 503, body: { error: 'temporarily_unavailable' } });

    await expect(refresh(tokens.refreshToken)).rejects.toMatchObject({ failure: 'unavailable' });
    fake.revokeRefreshTokens();
    const revoked = refresh(tokens.refreshToken);

    await expect(revoked).rejects.toBeInstanceOf(CrmAuthError);
    await expect(revoked).rejects.toMatchObject({ failure: 'invalid_grant' });
  });
});
