/** User-facing text of the sign-in callback page. */
export const CALLBACK_STRINGS = {
  failedHeader: 'Sign-in failed',
  failed: 'The sign-in could not be completed.',
  tryAgain: 'Try again',
} as const;
