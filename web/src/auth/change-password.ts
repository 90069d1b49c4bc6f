import { updatePassword } from 'aws-amplify/auth';

import type { RuntimeConfig } from '../../../shared/config/runtime-config';
import { ERROR_MESSAGES } from '../../../shared/domain/messages';
import { signInWithPassword } from './sign-in';

/**
 * docs/product.md, Screens and shell: sign in with the old password (unless already signed in), then change it to the new
 * one. The identity provider checks the old password again either way.
 */
export async function changePassword(input: {
  email: string;
  oldPassword: string;
  newPassword: string;
  signedIn: boolean;
  mode: RuntimeConfig['mode'];
}): Promise<void> {
  if (!input.signedIn) {
    const outcome = await signInWithPassword(input.email, input.oldPassword, input.mode);
    if (!outcome.signedIn) throw new Error(`This account needs a further sign-in step (${outcome.nextStep}) first.`);
  }
  await updatePassword({ oldPassword: input.oldPassword, newPassword: input.newPassword });
}

/** The message of a failed password change: its own, or 'An error occurred' (docs/product.md, Errors and messages). */
export function passwordChangeFailure(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : ERROR_MESSAGES.genericError;
}
