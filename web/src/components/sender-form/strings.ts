/** User-facing text of the sender form's pieces, the same on the Add sender page and in onboarding. */
export const SENDER_FORM_STRINGS = {
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
