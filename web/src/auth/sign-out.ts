import { signOut } from 'aws-amplify/auth';

import { ERROR_MESSAGES } from '../../../shared/domain/messages';
import { HOSTED_SIGN_OUT_TIMEOUT_MS } from '../../../shared/domain/identity';
import { sessionEnded } from './session';

/**
 * Ends the session; in the cloud, the browser goes through the hosted sign-out and back to the app.
 * Rejects with 'Signout timeout fail' when that has not happened within 3 seconds (docs/product.md, Screens and shell).
 */
export async function signOutUser(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(ERROR_MESSAGES.signOutTimeout)), HOSTED_SIGN_OUT_TIMEOUT_MS);
  });
  try {
    await Promise.race([signOut(), timeout]);
  } finally {
    clearTimeout(timer);
    sessionEnded();
  }
}
