/** Retry of identity-provider calls: 100 ms × 2^n plus up to 100 ms of jitter, stop past 5000 ms. */
export const IDENTITY_RETRY = { baseMs: 100, jitterMs: 100, maxDelayMs: 5000 } as const;
/** Statuses identity-provider calls are retried on. */
export const IDENTITY_RETRY_STATUSES = [429, 500, 502, 503, 504] as const;
/** Auto sign-in after sign-up with link confirmation. */
export const AUTO_SIGN_IN_POLL = { intervalMs: 5_000, timeoutMs: 180_000 } as const;
export const OAUTH_WAIT_MS = 10_000;
export const HOSTED_SIGN_OUT_TIMEOUT_MS = 3_000;
export const DEVICE_LIST_PAGE_SIZE = 60;
export const OAUTH_STATE_LENGTH = 32;
export const PKCE_VERIFIER_LENGTH = 128;
export const COOKIE_STORAGE = { expiresDays: 365, path: '/', secure: true } as const;
export const COOKIE_SAME_SITE_VALUES = ['strict', 'lax', 'none'] as const;
export const DEFAULT_TOTP_DEVICE_NAME = 'My TOTP device';
export const IDENTITY_POOL_ID_MAX_LENGTH = 55;
/** User attributes the app reads from and writes to the identity provider. */
export const IDENTITY_ATTRIBUTES = [
  'email',
  'phone_number',
  'email_verified',
  'phone_number_verified',
  'sub',
  'device_name',
] as const;
export type IdentityAttribute = (typeof IDENTITY_ATTRIBUTES)[number];
/** Scope needed to load user data. */
export const USER_ADMIN_SCOPE = 'aws.cognito.signin.user.admin';

export const IDENTITY_CHALLENGES = [
  'NEW_PASSWORD_REQUIRED',
  'SMS_MFA',
  'SOFTWARE_TOKEN_MFA',
  'MFA_SETUP',
  'SELECT_MFA_TYPE',
  'CUSTOM_CHALLENGE',
] as const;
export type IdentityChallenge = (typeof IDENTITY_CHALLENGES)[number];
