/** The app's routes. */
export const PATHS = {
  home: '/',
  signIn: '/account/sign-in',
  /** where the hosted sign-in sends the browser back with the authorization code */
  signInCallback: '/account/callback',
} as const;
