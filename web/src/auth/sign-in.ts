import { signIn, signInWithRedirect } from 'aws-amplify/auth';

import type { RuntimeConfig } from '../../../shared/config/runtime-config';

/** What a password sign-in led to: done, or a further step this app does not offer yet. */
export type PasswordSignInOutcome = { readonly signedIn: true } | { readonly signedIn: false; readonly nextStep: string };

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

/** Cloud sign-in: leaves for the hosted sign-in page (authorization code with PKCE). */
export async function signInWithHostedPage(): Promise<void> {
  await signInWithRedirect();
}
