/** User-facing text of the invitation page. */
export const INVITATION_STRINGS = {
  header: 'Invitation',
  checking: 'Checking the invitation…',
  noToken: 'This page opens from the link of an invitation email.',
  offer: (inviter: string, instance: string) => `${inviter} invited you to join ${instance} on Reachwise.`,
  forAddress: (email: string) => `The invitation is for ${email}.`,
  expires: (date: string) => `It works once, until ${date}.`,
  signInOrUp: 'Sign in with this address to accept, or create an account with it.',
  signIn: 'Sign in',
  register: 'Create an account',
  accept: 'Accept the invitation',
  wrongPerson: (email: string, signedInAs: string) =>
    `You are signed in as ${signedInAs}. Sign out and sign in as ${email} to accept.`,
  signOut: 'Sign out',
} as const;
