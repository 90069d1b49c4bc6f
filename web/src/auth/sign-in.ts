import { confirmSignIn, signIn, signInWithRedirect } from 'aws-amplify/auth';

import type { RuntimeConfig } from '../../../shared/config/runtime-config';
import { MFA_MESSAGES } from '../../../shared/domain/messages';

/** What a password sign-in led to: done, or a further step this app does not offer yet. */
type PasswordSignInOutcome = { readonly signedIn: true } | { readonly signedIn: false; readonly nextStep: string };

/**
 * Sign-in with an email and password: USER_PASSWORD_AUTH against cognito-local (it has no SRP),
 * SRP against the cloud user pool (whose client allows nothing else).
 */
export async function signInWithPassword(
  email: string,
  password: string,
  mode: RuntimeConfig['mode'] = 'local',
): Promise<PasswordSignInOutcome> {
  const authFlowType = mode === 'local' ? 'USER_PASSWORD_AUTH' : 'USER_SRP_AUTH';
  const result = await signIn({ username: email, password, options: { authFlowType } });
  return result.isSignedIn ? { signedIn: true } : { signedIn: false, nextStep: result.nextStep.signInStep };
}

/** The further step of an account with TOTP on: the code its authenticator app shows. */
export const TOTP_CODE_STEP = 'CONFIRM_SIGN_IN_WITH_TOTP_CODE';

/** How long the identity provider keeps a sign-in challenge open (Cognito's session lasts 3 minutes). */
export const SIGN_IN_CHALLENGE_MS = 3 * 60_000;

/**
 * Answers the TOTP step of a password sign-in begun at `challengeStartedAt`. Past the challenge's 3
 * minutes it fails at once with the no-session message, as the cloud pool would (cognito-local keeps
 * challenges open for ever).
 */
export async function confirmSignInWithTotp(
  code: string,
  challengeStartedAt: number,
  now: number = Date.now(),
): Promise<PasswordSignInOutcome> {
  if (now - challengeStartedAt >= SIGN_IN_CHALLENGE_MS) throw new Error(MFA_MESSAGES.sessionExpired);
  const result = await confirmSignIn({ challengeResponse: code });
  return result.isSignedIn ? { signedIn: true } : { signedIn: false, nextStep: result.nextStep.signInStep };
}

/** What is wrong with a typed authenticator code before it is sent: nothing typed, or not 6 digits. */
export function totpCodeProblem(code: string): string | undefined {
  const value = code.trim();
  if (value === '') return MFA_MESSAGES.emptyCode;
  return /^\d{6}$/.test(value) ? undefined : MFA_MESSAGES.invalidCode;
}

/**
 * The message of a refused authenticator code (docs/product.md, Errors and messages: an invalid MFA code,
 * no user session), or undefined for any other failure, which shows its own message.
 */
export function totpCodeFailure(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  switch (error.name) {
    // EnableSoftwareTokenMFAException: a wrong first code while turning TOTP on
    case 'CodeMismatchException':
    case 'EnableSoftwareTokenMFAException':
      return MFA_MESSAGES.invalidCode;
    case 'ExpiredCodeException':
      return MFA_MESSAGES.expiredCode;
    // Amplify: no challenge to answer (the page was reloaded past its 3 minutes)
    case 'SignInException':
      return MFA_MESSAGES.sessionExpired;
    case 'NotAuthorizedException':
      return /session/i.test(error.message) ? MFA_MESSAGES.sessionExpired : undefined;
    default:
      return undefined;
  }
}

/** Cloud sign-in: leaves for the hosted sign-in page (authorization code with PKCE). */
export async function signInWithHostedPage(): Promise<void> {
  await signInWithRedirect();
}
