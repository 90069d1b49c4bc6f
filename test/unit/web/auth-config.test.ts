import { describe, expect, it } from 'vitest';

import type { RuntimeConfig } from '../../../shared/config/runtime-config';
import { returnPathOf } from '../../../web/src/app/sign-in-redirect';
import { amplifyConfigFor } from '../../../web/src/auth/amplify-config';
import { hasAuthorizationResponse } from '../../../web/src/auth/hosted-callback';

const common = { region: 'eu-west-1', userPoolId: 'eu-west-1_abc', userPoolClientId: 'client-1', apiPath: '/api' } as const;
const ORIGIN = 'https://app.example.com';

describe('amplifyConfigFor', () => {
  it('signs in on the hosted page with the authorization code, back to /account/callback', () => {
    const config: RuntimeConfig = { mode: 'cloud', ...common, hostedDomain: 'reachwise.auth.eu-west-1.amazoncognito.com' };

    expect(amplifyConfigFor(config, ORIGIN)).toEqual({
      Auth: {
        Cognito: {
          userPoolId: 'eu-west-1_abc',
          userPoolClientId: 'client-1',
          loginWith: {
            oauth: {
              domain: 'reachwise.auth.eu-west-1.amazoncognito.com',
              scopes: ['openid', 'email', 'profile', 'aws.cognito.signin.user.admin'],
              redirectSignIn: ['https://app.example.com/account/callback'],
              redirectSignOut: ['https://app.example.com/'],
              responseType: 'code',
            },
          },
        },
      },
    });
  });

  it('talks to the local user pool endpoint, without the hosted page', () => {
    const config: RuntimeConfig = { mode: 'local', ...common, region: 'local', userPoolEndpoint: 'http://127.0.0.1:9229' };

    const cognito = amplifyConfigFor(config, 'http://127.0.0.1:5173').Auth?.Cognito;

    expect(cognito).toEqual({
      userPoolId: 'eu-west-1_abc',
      userPoolClientId: 'client-1',
      userPoolEndpoint: 'http://127.0.0.1:9229',
    });
  });
});

describe('hasAuthorizationResponse', () => {
  it('sees the code or the error the hosted sign-in sends back', () => {
    expect(hasAuthorizationResponse('?code=abc&state=xyz')).toBe(true);
    expect(hasAuthorizationResponse('?error=access_denied&error_description=no')).toBe(true);
  });

  it('sees nothing to finish on a bare callback address', () => {
    expect(hasAuthorizationResponse('')).toBe(false);
    expect(hasAuthorizationResponse('?state=xyz')).toBe(false);
  });
});

describe('returnPathOf', () => {
  it('reads the page the redirect to sign-in came from', () => {
    expect(returnPathOf({ from: { pathname: '/contact', search: '?instance=acme' } })).toEqual({
      pathname: '/contact',
      search: '?instance=acme',
    });
  });

  it('goes nowhere special without a usable page', () => {
    expect(returnPathOf(null)).toBeUndefined();
    expect(returnPathOf({ from: 'contact' })).toBeUndefined();
    expect(returnPathOf({ from: { pathname: 42 } })).toBeUndefined();
  });

  it('never returns to another site or to a public page', () => {
    expect(returnPathOf({ from: { pathname: '//evil.example/path', search: '' } })).toBeUndefined();
    expect(returnPathOf({ from: { pathname: 'https://evil.example', search: '' } })).toBeUndefined();
    expect(returnPathOf({ from: { pathname: '/login', search: '' } })).toBeUndefined();
  });

  it('returns to the invitation page, public as it is, where a person signed in to accept', () => {
    expect(returnPathOf({ from: { pathname: '/invitation/accept', search: '?token=abc' } })).toEqual({
      pathname: '/invitation/accept',
      search: '?token=abc',
    });
  });
});
