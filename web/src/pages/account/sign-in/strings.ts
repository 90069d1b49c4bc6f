import { PRODUCT_NAME } from '../../../../../shared/domain/product';

/** User-facing text of the sign-in page. */
export const SIGN_IN_STRINGS = {
  header: `Sign in to ${PRODUCT_NAME}`,
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
  redirecting: 'Continuing to the secure sign-in page',
  hostedDescription: 'You will continue on the secure sign-in page and come back here.',
  hostedSubmit: 'Continue to sign in',
  missingFields: 'Enter your email and password.',
  noAccount: 'New here?',
  register: 'Register',
  changePassword: 'Change password',
  unsupportedStep: (step: string) => `This account needs a further sign-in step (${step}), which is not available here yet.`,
  totpCode: 'Authenticator code',
  totpDescription: 'Enter the 6-digit code your authenticator app shows for this account.',
  totpSubmit: 'Verify',
  totpBack: 'Back',
} as const;
