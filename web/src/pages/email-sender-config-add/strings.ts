import type { SenderType } from '../../../../shared/domain/sender';
import { SENDER_FORM_STRINGS } from '../../components/sender-form/strings';

/** User-facing text of the add-sender page. */
export const ADD_SENDER_STRINGS = {
  title: 'Add a sender',
  description: 'Connect a mailbox for your campaigns to send from, or sign in again to one whose credentials have expired.',
  typeHeader: 'Kind of mailbox',
  typeLabel: 'Sender type',
  types: {
    STUB: { label: 'Test sender (STUB)', description: 'Nothing leaves the app: for trying campaigns out.' },
    SMTP: { label: 'SMTP (STARTTLS)', description: 'Any mail server, encrypted with STARTTLS, usually port 587.' },
    SMTP_SSL: { label: 'SMTP over SSL', description: 'Any mail server, encrypted from the start, usually port 465.' },
    GOOGLE: { label: 'Google', description: 'Gmail or Google Workspace: sign in with Google.' },
    MICROSOFT: { label: 'Microsoft', description: 'Microsoft 365 or Outlook: sign in with Microsoft.' },
  } satisfies Record<SenderType, { label: string; description: string }>,
  notConfigured: 'Not configured on this server',
  senderHeader: 'Sender',
  smtpHeader: 'SMTP server',
  fields: {
    senderName: { label: 'Sender name', description: 'The name recipients see next to the address.', placeholder: 'Ana Rivera' },
    senderEmail: { label: 'Sender email', description: 'The address emails are sent from.', placeholder: 'ana@company.com' },
    dailyLimit: {
      label: 'Daily limit',
      description: 'At most this many emails a day from this mailbox (1 to 500).',
      constraint: 'Optional.',
    },
    timeZone: {
      label: 'Time zone',
      description:
        "Emails go out in the recipient's office hours and weekdays; when the recipient's time zone is unknown, in this one.",
      sameAsInstance: (zone: string) => `Same as the instance (${zone})`,
    },
    host: {
      label: 'SMTP host',
      description: 'The server name your mail provider gives for SMTP.',
      placeholder: 'smtp.company.com',
    },
    port: { label: 'SMTP port', description: '587 for STARTTLS, 465 for SMTP over SSL.' },
    imapHost: SENDER_FORM_STRINGS.imapHost,
    imapPort: SENDER_FORM_STRINGS.imapPort,
    username: { label: 'SMTP username', description: 'Usually the full email address.' },
    password: {
      label: 'SMTP password',
      description: 'Stored encrypted and never shown again. Gmail and Microsoft 365 need an app password here.',
    },
    oauthName: {
      label: 'Sender name',
      description: 'Optional: the name recipients see. The mailbox’s own name is used when left empty.',
    },
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
