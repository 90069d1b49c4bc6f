/** User-facing text of the sender form's pieces, the same on the Add sender page and in onboarding. */
export const SENDER_FORM_STRINGS = {
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
