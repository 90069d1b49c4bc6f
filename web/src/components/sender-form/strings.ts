/** User-facing text of the sender form, the same on the Add sender page, in onboarding and in the edit form. */
export const SENDER_FORM_STRINGS = {
  typeHeader: 'Kind of mailbox',
  type: { label: 'Sender type', description: 'How emails leave this mailbox.' },
  senderHeader: 'Sender',
  smtpHeader: 'SMTP server',
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
  username: { label: 'SMTP username', description: 'Usually the full email address.' },
  password: {
    label: 'SMTP password',
    description: 'Stored encrypted and never shown again. Gmail and Microsoft 365 need an app password here.',
    again: 'Enter the password again to save changes to this sender. It is stored encrypted and never shown.',
  },
  signature: {
    label: 'Signature',
    description: 'Placed at the end of every email this sender sends. Signatures are made on Components → Signatures.',
  },
  warmUp: {
    label: 'Has this mailbox already sent at least 200 messages?',
    description:
      'A new mailbox warms up so that mailbox providers learn to trust it: 10 emails on its first day, 2 more each day up to 30, at most 150 a week, until its 200th message.',
    no: 'No, it is new: warm it up',
    yes: 'Yes: send at its full daily limit from the start',
  },
  imapHost: {
    label: 'IMAP host',
    description:
      "Where replies are read; the SMTP account's username and password are used. Optional: without it, the SMTP host with imap. in place of smtp.",
    placeholder: 'imap.company.com',
    constraint: 'Optional.',
  },
  imapPort: {
    label: 'IMAP port',
    description: '993 for TLS (used when empty), 143 for STARTTLS.',
    constraint: 'Optional.',
  },
} as const;
