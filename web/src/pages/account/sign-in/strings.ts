import { PRODUCT_NAME } from '../../../../../shared/domain/product';

/** User-facing text of the sign-in page. */
export const SIGN_IN_STRINGS = {
  header: `Sign in to ${PRODUCT_NAME}`,
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
  hostedDescription: 'You will continue on the secure sign-in page and come back here.',
  hostedSubmit: 'Continue to sign in',
  failedHeader: 'Sign-in failed',
  missingFields: 'Enter your email and password.',
  unsupportedStep: (step: string) => `This account needs a further sign-in step (${step}), which is not available here yet.`,
} as const;
