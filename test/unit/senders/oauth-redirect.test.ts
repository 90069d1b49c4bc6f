import { describe, expect, it } from 'vitest';

import { authorizationUrl, createPkce } from '../../../functions/adapters/oauth/oauth-client';
import { providerFromEnv } from '../../../functions/composition/oauth';
import { isAllowedRedirectUri } from '../../../functions/core/senders/sender-oauth';

const origins = ['https://app.example.com', 'http://127.0.0.1:5173'];

describe('isAllowedRedirectUri', () => {
  it.each(['https://app.example.com/email-sender-config/add', 'http://127.0.0.1:5173/email-sender-config/add'])(
    'allows the add-sender page of the web origin %s',
    (uri) => {
      expect(isAllowedRedirectUri(uri, origins)).toBe(true);
    },
  );

  it.each([
    'https://evil.example/email-sender-config/add',
    'https://app.example.com/email-sender-config',
    'https://app.example.com/email-sender-config/add/',
    'https://app.example.com/email-sender-config/add?x=1',
    'https://app.example.com/email-sender-config/add#x',
    'https://user:pw@app.example.com/email-sender-config/add',
    'http://app.example.com/email-sender-config/add',
    'https://app.example.com.evil.example/email-sender-config/add',
    'not a url',
  ])('refuses %s', (uri) => {
    expect(isAllowedRedirectUri(uri, origins)).toBe(false);
  });

  it('refuses everything when no web origin is configured', () => {
    expect(isAllowedRedirectUri('https://app.example.com/email-sender-config/add', [])).toBe(false);
  });
});

describe('the authorization request', () => {
  it('carries the client, redirect, scopes, state and an S256 challenge of the verifier', async () => {
    const provider = providerFromEnv('MICROSOFT', { MICROSOFT_OAUTH_CLIENT_ID: 'client-1' });
    const pkce = createPkce();

    const url = new URL(
      authorizationUrl(provider, {
        clientId: 'client-1',
        redirectUri: origins[0] ?? '',
        state: 'sealed',
        codeChallenge: pkce.challenge,
      }),
    );
    const digest = Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(pkce.verifier))).toString(
      'base64url',
    );

    expect(`${url.origin}${url.pathname}`).toBe('https://login.microsoftonline.com/common/oauth2/v2.0/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'client-1',
      response_type: 'code',
      scope: 'openid email offline_access https://graph.microsoft.com/Mail.Send https://graph.microsoft.com/Mail.ReadWrite',
      state: 'sealed',
      code_challenge: digest,
      code_challenge_method: 'S256',
    });
    expect(pkce.verifier).toMatch(/^[\w-]{43}$/);
  });

  it('is not configured without a client id, and reads endpoint overrides from the environment', () => {
    const unconfigured = providerFromEnv('GOOGLE', {});
    const overridden = providerFromEnv('GOOGLE', {
      GOOGLE_OAUTH_CLIENT_ID: 'id',
      GOOGLE_OAUTH_TOKEN_ENDPOINT: 'http://127.0.0.1:9/token',
    });

    expect(unconfigured.clientId).toBeUndefined();
    expect(unconfigured.tokenEndpoint).toBe('https://oauth2.googleapis.com/token');
    expect(overridden).toMatchObject({ clientId: 'id', tokenEndpoint: 'http://127.0.0.1:9/token' });
  });
});
