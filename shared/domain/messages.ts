/** Named not-found messages, word for word. */
export const NOT_FOUND_MESSAGES = {
  campaign: 'Campaign Not Found',
  callToAction: 'Call To Action Not Found',
  company: 'Company Not Found',
  companyWebsite: 'Company Website Not Found',
  contact: 'Contact Not Found',
  product: 'Product Not Found',
  audience: 'Audience Not Found',
} as const;

export const ERROR_MESSAGES = {
  tokenExpired: 'Token expired. Please login again.',
  forbidden: 'Forbidden',
  invalidCredentials: 'Invalid credentials.',
  gmailAppPassword:
    'Invalid credentials. Gmail requires an app password: create one in your Google account security settings and use it here.',
  invalidState: 'Invalid state',
  passwordChanged: 'Password changed successfully',
  genericError: 'An error occurred',
  networkError: 'Network Error',
  notAuthenticated: 'User is not authenticated',
  signOutTimeout: 'Signout timeout fail',
  deviceTrackingNotConfigured: 'Device tracking has not been configured in this User Pool',
} as const;

/** Authentication messages, word for word. */
export const AUTH_MESSAGES = {
  emptyUsername: 'Username cannot be empty',
  emptyPassword: 'Password cannot be empty',
  emptyConfirmationCode: 'Confirmation code cannot be empty',
  emptyChallengeResponse: 'Challenge response cannot be empty',
  noValidMfa: 'No valid MFA method provided',
  invalidMfaType: 'Invalid MFA type',
  signUpFailed: 'Error creating account',
  signInPending: 'Pending sign-in attempt already in progress',
  invalidOAuthState: 'Invalid state in OAuth flow',
  useCredentials: 'Please use your credentials to sign in',
} as const;

/**
 * Not-found messages of every resource: the named ones of docs/product.md, Errors and messages, word for
 * word, and the same form for the other resources.
 */
export const RESOURCE_NOT_FOUND_MESSAGES = {
  ...NOT_FOUND_MESSAGES,
  customerProfile: NOT_FOUND_MESSAGES.audience,
  persona: 'Persona Not Found',
  signature: 'Signature Not Found',
  sampleEmail: 'Sample Email Not Found',
  contactList: 'Contact List Not Found',
  cadence: 'Cadence Not Found',
  emailMessage: 'Email Not Found',
  reply: 'Message Not Found',
  emailSenderConfig: 'Email Sender Config Not Found',
  user: 'User Not Found',
  namespace: 'Instance Not Found',
  invitation: 'Invitation Not Found',
} as const;

/**
 * Second-step (TOTP) messages: docs/product.md, Errors and messages, reports an invalid MFA code and no user
 * session; these are their words. A code from an earlier period is refused as invalid.
 */
export const MFA_MESSAGES = {
  invalidCode: 'Invalid MFA code. Enter the code your authenticator app shows now.',
  expiredCode: 'This MFA code has expired. Enter the code your authenticator app shows now.',
  sessionExpired: 'No user session: the sign-in took longer than 3 minutes. Sign in again.',
  emptyCode: 'Enter the 6-digit code from your authenticator app.',
  notOn: 'Sign-in does not ask this account for an authenticator code.',
} as const;

/** Creating, renaming and leaving an instance. */
export const INSTANCE_MESSAGES = {
  renameNeedsManager: 'Only a manager of the instance can rename it.',
  lastManager: 'You are the last manager of this instance: make another member a manager before you leave it.',
  leaveRaced: 'The members of this instance changed while you were leaving it. Please try again.',
  tooManyCreated: (max: number) =>
    `You have created the most instances a person can (${max} besides your first). Contact us for more.`,
} as const;
