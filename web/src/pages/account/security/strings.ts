import { PRODUCT_NAME } from '../../../../../shared/domain/product';

/** User-facing text of the sign-in security page. */
export const SECURITY_STRINGS = {
  header: 'Sign-in security',
  description: `Protect your ${PRODUCT_NAME} account with a second step: a code from an authenticator app.`,
  totpHeader: 'Authenticator app (TOTP)',
  status: 'Status',
  on: 'On: every sign-in asks for a code from your authenticator app.',
  off: 'Off: sign-in asks for your password only.',
  loading: 'Loading',
  turnOn: 'Turn on',
  scanHeader: 'Add the account to your authenticator app',
  scanDescription:
    'Scan the QR code with an authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password), or enter the secret key by hand.',
  qrCodeAlt: `QR code that adds your ${PRODUCT_NAME} account to an authenticator app`,
  secret: 'Secret key',
  deviceName: 'Device name',
  deviceNameDescription: 'A name for this authenticator, shown when a code is asked for.',
  firstCode: 'Code from the app',
  firstCodeDescription: 'Enter the 6-digit code the app now shows, to prove it is set up.',
  verifyAndTurnOn: 'Verify and turn on',
  cancel: 'Cancel',
  turnOffHeader: 'Turn off',
  turnOffDescription: 'Confirm with your password and a current code from your authenticator app.',
  password: 'Password',
  currentCode: 'Current code',
  turnOff: 'Turn off',
  missingPassword: 'Enter your password.',
  missingDeviceName: 'Enter a device name.',
  turnedOn: 'Sign-in now asks for a code from your authenticator app.',
  turnedOff: 'Sign-in no longer asks for an authenticator code.',
  back: 'Back to the app',
} as const;
