import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createCrmTokenClient, type CrmOAuthClientSettings } from '../../../functions/adapters/crm/crm-token-client';

// a token endpoint that answers what the test scripts, and records each request's form
let server: Server;
let base: string;
let answer: { status: number; body: unknown } = { status: 200, body: {} };
const forms: Record<string, string>[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      forms.push(Object.fromEntries(new URLSearchParams(text)));
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function settings(label: string, clientId: string | undefined): CrmOAuthClientSettings {
  return {
    label,
    clientId,
    clientSecret: () => Promise.resolve('shh'),
    authorizationEndpoint: 'https://app.hubspot.example/oauth/authorize',
    tokenEndpoint: `${base}/token`,
    apiBase: 'https://api.hubspot.example',
    scopes: ['crm.objects.contacts.read', 'crm.lists.read'],
  };
}

const client = () =>
  createCrmTokenClient({ HUBSPOT: settings('HubSpot', 'hs-client'), SALESFORCE: settings('Salesforce', undefined) });
const NOW = Date.parse('2026-03-01T10:00:00.000Z');

describe('the CRMs’ token client', () => {
  it('asks for the code with PKCE (S256), the scopes and the state', () => {
    const url = new URL(
      client().authorizationUrl('HUBSPOT', {
        redirectUri: 'https://app.example/integration/oauth',
        state: 's',
        codeChallenge: 'c',
      }),
    );

    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'hs-client',
      response_type: 'code',
      redirect_uri: 'https://app.example/integration/oauth',
      scope: 'crm.objects.contacts.read crm.lists.read',
      state: 's',
      code_challenge: 'c',
      code_challenge_method: 'S256',
    });
  });

  it('exchanges a code with every parameter in the body, and reads the expiry and a Salesforce instance URL', async () => {
    answer = {
      status: 200,
      body: { access_token: 'a', refresh_token: 'r', expires_in: 1800, instance_url: 'https://na1.salesforce.example/' },
    };

    const tokens = await client().exchangeCode(
      'HUBSPOT',
      { code: 'k', redirectUri: 'https://app.example/x', codeVerifier: 'v' },
      NOW,
    );

    expect(tokens).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      expiresAt: NOW + 1_800_000,
      instanceUrl: 'https://na1.salesforce.example',
    });
    expect(forms.at(-1)).toEqual({
      grant_type: 'authorization_code',
      code: 'k',
      redirect_uri: 'https://app.example/x',
      code_verifier: 'v',
      client_id: 'hs-client',
      client_secret: 'shh',
    });
  });

  it.each([
    [400, { error: 'invalid_grant', error_description: 'expired access/refresh token' }, 'invalid_grant'],
    [400, { status: 'BAD_REFRESH_TOKEN', message: 'missing or unknown refresh token' }, 'invalid_grant'],
    [400, { error: 'invalid_client' }, 'rejected'],
    [503, { error: 'server_error' }, 'unavailable'],
    [429, {}, 'unavailable'],
    [200, { token_type: 'bearer' }, 'rejected'],
  ])('reads an answer %i %j as %s, naming no token', async (status, body, failure) => {
    answer = { status, body };

    await expect(client().refresh('HUBSPOT', 'refresh-secret', NOW)).rejects.toMatchObject({
      failure,
      message: expect.not.stringContaining('refresh-secret') as unknown,
    });
  });

  it('refuses a CRM this server has no client for, without calling it', async () => {
    const before = forms.length;

    await expect(client().refresh('SALESFORCE', 'r', NOW)).rejects.toMatchObject({ failure: 'rejected' });
    expect(client().configured('SALESFORCE')).toBe(false);
    expect(forms.length).toBe(before);
  });
});
