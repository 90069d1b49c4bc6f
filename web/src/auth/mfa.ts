import { createAmplifyContext } from 'aws-amplify';
import { createUserPoolsTokenProvider } from 'aws-amplify/adapter-core';
import {
  confirmSignIn,
  fetchMFAPreference,
  setUpTOTP,
  signIn,
  signOut,
  updateMFAPreference,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import type { KeyValueStorageInterface } from 'aws-amplify/utils';
import QRCode from 'qrcode';

import type { RuntimeConfig } from '../../../shared/config/runtime-config';
import { MFA_MESSAGES } from '../../../shared/domain/messages';
import { PRODUCT_NAME } from '../../../shared/domain/product';
import { TOTP_CODE_STEP } from './sign-in';

/** Whether the signed-in user's sign-in asks for an authenticator code. */
export async function isTotpOn(): Promise<boolean> {
  const preference = await fetchMFAPreference();
  return preference.enabled?.includes('TOTP') ?? false;
}

/** What an authenticator app needs to add the account: the secret, also as a QR code image. */
export interface TotpSetUp {
  readonly secret: string;
  /** a PNG data URL of the `otpauth://` address */
  readonly qrCode: string;
}

/** Starts turning TOTP on: the identity provider makes a new secret for the signed-in user. */
export async function startTotpSetUp(email: string): Promise<TotpSetUp> {
  const details = await setUpTOTP();
  const address = details.getSetupUri(PRODUCT_NAME, email).href;
  return { secret: details.sharedSecret, qrCode: await QRCode.toDataURL(address, { margin: 1, width: 200 }) };
}

/** The secret in groups of four, as people type it into an authenticator app (apps ignore the spaces). */
export function groupedSecret(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(' ');
}

/**
 * Turns TOTP on once the app's first code proves it holds the secret; from then on every sign-in asks
 * for a code.
 */
export async function finishTotpSetUp(code: string, deviceName: string): Promise<void> {
  await verifyTOTPSetup({ code, options: { friendlyDeviceName: deviceName } });
  await updateMFAPreference({ totp: 'PREFERRED' });
}

/**
 * Turns TOTP off after the user proves both factors again: a sign-in with their password and a current
 * code (see `proveBothFactors`). A stolen or unattended session alone cannot turn it off.
 */
export async function turnOffTotp(input: {
  readonly config: RuntimeConfig;
  readonly email: string;
  readonly password: string;
  readonly code: string;
}): Promise<void> {
  await proveBothFactors(input);
  await updateMFAPreference({ totp: 'DISABLED' });
}

/**
 * A complete sign-in (password, then the SOFTWARE_TOKEN_MFA challenge with `code`) in a context of its
 * own, with its tokens in memory: the identity provider checks the code against the enrolled secret,
 * which no other call does once TOTP is on, and the page's own session is untouched. The proof's
 * session is then ended (its refresh token revoked where the pool allows it).
 */
async function proveBothFactors(input: {
  readonly config: RuntimeConfig;
  readonly email: string;
  readonly password: string;
  readonly code: string;
}): Promise<void> {
  const cognito = {
    userPoolId: input.config.userPoolId,
    userPoolClientId: input.config.userPoolClientId,
    ...(input.config.mode === 'local' ? { userPoolEndpoint: input.config.userPoolEndpoint } : {}),
  };
  // no hosted sign-in settings: ending this session must never leave the page for the hosted sign-out
  const context = createAmplifyContext(
    { Auth: { Cognito: cognito } },
    { Auth: { tokenProvider: createUserPoolsTokenProvider({ Cognito: cognito }, memoryStorage()) } },
  );
  const started = await signIn(context, {
    username: input.email,
    password: input.password,
    // the flows signInWithPassword uses: cognito-local has no SRP, the cloud client allows only SRP
    options: { authFlowType: input.config.mode === 'local' ? 'USER_PASSWORD_AUTH' : 'USER_SRP_AUTH' },
  });
  if (started.nextStep.signInStep !== TOTP_CODE_STEP) {
    if (started.isSignedIn) await signOut(context);
    throw new Error(MFA_MESSAGES.notOn);
  }
  const confirmed = await confirmSignIn(context, { challengeResponse: input.code });
  if (!confirmed.isSignedIn) throw new Error(`The sign-in asked for a further step (${confirmed.nextStep.signInStep}).`);
  await signOut(context);
}

/** Key-value storage that lives as long as the object: the proof's tokens are never written anywhere. */
function memoryStorage(): KeyValueStorageInterface {
  const values = new Map<string, string>();
  return {
    setItem: (key, value) => {
      values.set(key, value);
      return Promise.resolve();
    },
    getItem: (key) => Promise.resolve(values.get(key) ?? null),
    removeItem: (key) => {
      values.delete(key);
      return Promise.resolve();
    },
    clear: () => {
      values.clear();
      return Promise.resolve();
    },
  };
}
