import type { SenderType } from '../../../../shared/domain/sender';

/** User-facing text of the add-sender page. */
export const ADD_SENDER_STRINGS = {
  title: 'Add a sender',
  description: 'Connect a mailbox for your campaigns to send from, or sign in again to one whose credentials have expired.',
  types: {
    STUB: { label: 'Test sender (STUB)', description: 'Nothing leaves the app: for trying campaigns out.' },
    SMTP: { label: 'SMTP (STARTTLS)', description: 'Any mail server, encrypted with STARTTLS, usually port 587.' },
    SMTP_SSL: { label: 'SMTP over SSL', description: 'Any mail server, encrypted from the start, usually port 465.' },
    GOOGLE: { label: 'Google', description: 'Gmail or Google Workspace: sign in with Google.' },
    MICROSOFT: { label: 'Microsoft', description: 'Microsoft 365 or Outlook: sign in with Microsoft.' },
  } satisfies Record<SenderType, { label: string; description: string }>,
  notConfigured: 'Not configured on this server',
  oauthName: {
    label: 'Sender name',
    description: 'Optional: the name recipients see. The mailbox’s own name is used when left empty.',
  },
  check: 'Check connection',
  checking: 'Checking the connection…',
  checkWorked: 'The connection works: the server accepted the sign-in.',
  checkFailedHeader: 'The connection did not work',
  save: 'Save sender',
  cancel: 'Cancel',
  fixFields: 'Some fields need attention.',
  added: (email: string) => `Sender ${email} added.`,
  connect: (provider: string) => `Connect ${provider}`,
  connectText: (provider: string) =>
    `You will sign in with ${provider} and allow Reachwise to send email from that mailbox. The sender is added (or its credentials renewed) when you come back.`,
  connecting: 'Finishing the sign-in…',
  connected: (email: string) => `Mailbox ${email} connected.`,
  signInNotStartedHere: 'This sign-in was not started in this browser tab. Start connecting the mailbox again.',
  providerRefused: (reason: string) => `The sign-in was not completed (${reason}). Start connecting the mailbox again.`,
  providersUnavailable: 'Could not find out which sign-ins this server offers.',
} as const;

export const PROVIDER_NAMES = { GOOGLE: 'Google', MICROSOFT: 'Microsoft' } as const;
