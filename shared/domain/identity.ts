/** Auto sign-in after sign-up with link confirmation. */
export const AUTO_SIGN_IN_POLL = { intervalMs: 5_000, timeoutMs: 180_000 } as const;
export const HOSTED_SIGN_OUT_TIMEOUT_MS = 3_000;
export const COOKIE_STORAGE = { expiresDays: 365, path: '/', secure: true } as const;
export const DEFAULT_TOTP_DEVICE_NAME = 'My TOTP device';
/** User attributes the app reads from and writes to the identity provider. */
export const IDENTITY_ATTRIBUTES = [
  'email',
  'phone_number',
  'email_verified',
  'phone_number_verified',
  'sub',
  'device_name',
] as const;

export const IDENTITY_CHALLENGES = [
  'NEW_PASSWORD_REQUIRED',
  'SMS_MFA',
  'SOFTWARE_TOKEN_MFA',
  'MFA_SETUP',
  'SELECT_MFA_TYPE',
  'CUSTOM_CHALLENGE',
] as const;
