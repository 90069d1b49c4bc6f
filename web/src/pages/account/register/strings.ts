import { AUTO_SIGN_IN_POLL } from '../../../../../shared/domain/identity';
import { TRIAL_DAYS } from '../../../../../shared/domain/trial';
import { SIGN_IN_STRINGS } from '../sign-in/strings';

const GIVE_UP_MINUTES = AUTO_SIGN_IN_POLL.timeoutMs / 60_000;

/** User-facing text of the registration page. */
export const REGISTER_STRINGS = {
  header: 'Create your account',
  description: `Start a ${TRIAL_DAYS}-day free trial. No card needed.`,
  optional: 'optional',
  password: 'Password',
  passwordRules: 'Your password needs:',
  passwordWeak: 'Choose a password that meets every rule listed below.',
  submit: 'Create account',
  signIn: 'Sign in',
  haveAccount: 'Already have an account?',
  confirmHeader: 'Confirm your email',
  confirmText: (email: string) =>
    `We sent a confirmation code to ${email}. Enter it here to finish creating your account and your own instance, with its ${TRIAL_DAYS}-day free trial.`,
  code: 'Confirmation code',
  confirm: 'Confirm',
  resend: 'Send a new code',
  resent: (email: string) => `A new code is on its way to ${email}.`,
  signingInHeader: 'Signing you in',
  signingIn: 'Your email is confirmed. Signing you in to your new instance…',
  timedOutHeader: 'Sign in to continue',
  timedOut: `Your account is ready, but the automatic sign-in did not succeed within ${GIVE_UP_MINUTES} minutes. Sign in with your email and password to continue.`,
  signInFailed: 'Your account is ready, but signing you in did not work. Sign in with your email and password to continue.',
  unsupportedStep: SIGN_IN_STRINGS.unsupportedStep,
} as const;
