import { signIn, signInWithRedirect } from 'aws-amplify/auth';

/** What a password sign-in led to: done, or a further step this app does not offer yet. */
export type PasswordSignInOutcome = { readonly signedIn: true } | { readonly signedIn: false; readonly nextStep: string };

/** Local sign-in against cognito-local, which supports USER_PASSWORD_AUTH only. */
export async function signInWithPassword(email: string, password: string): Promise<PasswordSignInOutcome> {
  const result = await signIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  return result.isSignedIn ? { signedIn: true } : { signedIn: false, nextStep: result.nextStep.signInStep };
}

/** Cloud sign-in: leaves for the hosted sign-in page (authorization code with PKCE). */
export async function signInWithHostedPage(): Promise<void> {
  await signInWithRedirect();
}
