import { confirmSignUp, resendSignUpCode, signUp } from 'aws-amplify/auth';

import type { RuntimeConfig } from '../../../shared/config/runtime-config';
import { COMPANY_CLAIM } from '../../../shared/domain/sign-up';
import type { SignInAttempt } from './auto-sign-in';
import { signInWithPassword } from './sign-in';

/** What a new account is created with: the address, the password and the details the first sign-in reads back. */
export interface SignUpDetails {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName?: string | undefined;
  readonly companyName?: string | undefined;
}

/**
 * Creates the account with the user pool. The names and company are the account's own attributes,
 * so that they reach the API only in the tokens of whoever confirms the address. Answers whether a
 * confirmation code was sent (the pool may confirm at once).
 */
export async function createAccount(details: SignUpDetails): Promise<{ readonly needsCode: boolean }> {
  const result = await signUp({
    username: details.email,
    password: details.password,
    options: {
      userAttributes: {
        given_name: details.firstName,
        ...(details.lastName ? { family_name: details.lastName } : {}),
        ...(details.companyName ? { [COMPANY_CLAIM]: details.companyName } : {}),
      },
    },
  });
  return { needsCode: !result.isSignUpComplete };
}

/** Confirms the account with the code sent to its address. */
export async function confirmAccount(email: string, code: string): Promise<void> {
  await confirmSignUp({ username: email, confirmationCode: code });
}

/** Sends a new confirmation code to the address. */
export async function resendConfirmationCode(email: string): Promise<void> {
  await resendSignUpCode({ username: email });
}

/**
 * One try of the sign-in that follows a sign-up: 'not-yet' while the pool still says the account
 * is unconfirmed, or the network failed; any other further step cannot be done here.
 */
export function signInAttempt(
  email: string,
  password: string,
  mode: RuntimeConfig['mode'],
  unsupportedStep: (step: string) => string,
): SignInAttempt {
  return async () => {
    let outcome;
    try {
      outcome = await signInWithPassword(email, password, mode);
    } catch (error) {
      if (error instanceof Error && error.name === 'NetworkError') return 'not-yet';
      throw error;
    }
    if (outcome.signedIn) return 'signed-in';
    if (outcome.nextStep === 'CONFIRM_SIGN_UP') return 'not-yet';
    throw new Error(unsupportedStep(outcome.nextStep));
  };
}
