import { describe, expect, it } from 'vitest';

import {
  AUTO_SIGN_IN_POLL,
  COOKIE_SAME_SITE_VALUES,
  COOKIE_STORAGE,
  DEFAULT_TOTP_DEVICE_NAME,
  DEVICE_LIST_PAGE_SIZE,
  HOSTED_SIGN_OUT_TIMEOUT_MS,
  IDENTITY_ATTRIBUTES,
  IDENTITY_CHALLENGES,
  IDENTITY_POOL_ID_MAX_LENGTH,
  IDENTITY_RETRY,
  IDENTITY_RETRY_STATUSES,
  OAUTH_STATE_LENGTH,
  OAUTH_WAIT_MS,
  PKCE_VERIFIER_LENGTH,
  USER_ADMIN_SCOPE,
} from '../../../shared/domain';
import { pinEnums } from './enum-pins';

pinEnums([
  {
    name: 'IDENTITY_ATTRIBUTES',
    actual: IDENTITY_ATTRIBUTES,
    expected: ['email', 'phone_number', 'email_verified', 'phone_number_verified', 'sub', 'device_name'],
  },
  {
    name: 'IDENTITY_CHALLENGES',
    actual: IDENTITY_CHALLENGES,
    expected: ['NEW_PASSWORD_REQUIRED', 'SMS_MFA', 'SOFTWARE_TOKEN_MFA', 'MFA_SETUP', 'SELECT_MFA_TYPE', 'CUSTOM_CHALLENGE'],
  },
  { name: 'COOKIE_SAME_SITE_VALUES', actual: COOKIE_SAME_SITE_VALUES, expected: ['strict', 'lax', 'none'] },
]);

describe('identity provider constants', () => {
  it('backs off 100 ms × 2^n plus up to 100 ms and stops beyond 5000 ms when retrying', () => {
    // Arrange / Act
    const retry = { ...IDENTITY_RETRY };
    // Assert
    expect(retry).toEqual({ baseMs: 100, jitterMs: 100, maxDelayMs: 5000 });
  });

  it('retries on 429, 500, 502, 503 and 504 when a request fails', () => {
    // Arrange / Act / Assert
    expect([...IDENTITY_RETRY_STATUSES]).toEqual([429, 500, 502, 503, 504]);
  });

  it('polls every 5 s and gives up after 180 s when signing in automatically', () => {
    // Arrange / Act
    const poll = { ...AUTO_SIGN_IN_POLL };
    // Assert
    expect(poll).toEqual({ intervalMs: 5_000, timeoutMs: 180_000 });
  });

  it('waits 10 s for OAuth and 3 s for the hosted sign-out when redirecting', () => {
    // Arrange / Act / Assert
    expect(OAUTH_WAIT_MS).toBe(10_000);
    expect(HOSTED_SIGN_OUT_TIMEOUT_MS).toBe(3_000);
  });

  it('uses a device page of 60, a state of 32 and a PKCE verifier of 128 when sizing', () => {
    // Arrange / Act / Assert
    expect(DEVICE_LIST_PAGE_SIZE).toBe(60);
    expect(OAUTH_STATE_LENGTH).toBe(32);
    expect(PKCE_VERIFIER_LENGTH).toBe(128);
  });

  it('stores cookies for 365 days on path / as secure when persisting', () => {
    // Arrange / Act
    const cookie = { ...COOKIE_STORAGE };
    // Assert
    expect(cookie).toEqual({ expiresDays: 365, path: '/', secure: true });
  });

  it('names a TOTP device My TOTP device when no name is given', () => {
    // Arrange / Act / Assert
    expect(DEFAULT_TOTP_DEVICE_NAME).toBe('My TOTP device');
  });

  it('limits the pool id to 55 characters and asks the admin scope when configuring', () => {
    // Arrange / Act / Assert
    expect(IDENTITY_POOL_ID_MAX_LENGTH).toBe(55);
    expect(USER_ADMIN_SCOPE).toBe('aws.cognito.signin.user.admin');
  });
});
