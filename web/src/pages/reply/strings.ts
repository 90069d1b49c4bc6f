import type { EmailReplyKind, ReplyInboxFilter } from '../../../../shared/schemas/email-reply';

/** Text of the replies inbox (`/reply`) and of a contact's messages. */
export const REPLY_INBOX_STRINGS = {
  header: 'Replies',
  description:
    "Every message about your emails, newest first: people's replies, absence notices, bounces and other automatic answers. Correct one the mailbox misread and its contact is put back.",
  contactHeader: 'Messages',
  contactDescription: "What this contact's mailbox sent back, as it was read. Correct a misread one to put the contact back.",
  filterLabel: 'Show',
  allMessages: 'All messages',
  tableLabel: 'Messages about your emails',
  loading: 'Loading the messages',
  loadFailed: 'The messages could not be loaded',
  refresh: 'Refresh the messages',
  emptyTitle: 'No messages yet',
  emptyText: 'Replies, absence notices and bounces to the emails you send appear here once the mailbox is read.',
  emptyFilteredTitle: 'No messages match',
  emptyFilteredText: 'No message of this kind. Show all messages to see the others.',
  showAll: 'Show all messages',
  columns: {
    received: 'Received',
    from: 'From',
    kind: 'Read as',
    interest: 'Interest',
    subject: 'Subject',
    handled: 'Handled',
  },
  handledYes: 'Handled',
  handledNo: 'To handle',
  corrected: 'corrected',
  noSubject: '(no subject)',
  selectLabel: (subject: string) => `Open the message ${subject}`,
  detailHeader: 'Message',
  closeDetail: 'Close the message',
  theirWords: 'Their message',
  noWords: 'The message has no words of its own.',
  ourEmail: 'Your email',
  emailLoading: 'Loading your email',
  emailFailed: 'Your email could not be loaded',
  why: 'Why it was read so',
  secondOpinion: (model: string) => `Interest read by the model ${model}`,
  referral: 'Refers you to someone else',
  meeting: 'Asks for a meeting',
  markHandled: 'Mark handled',
  markUnhandled: 'Mark to handle',
  correct: 'Correct…',
  openContact: 'Open the contact',
  correctHeader: 'Correct how the message was read',
  correctIntro: (kind: string) =>
    `It was read as: ${kind}. What the wrong reading did to the contact and the email is taken back, and what the right one does is applied.`,
  kindLabel: 'The message is',
  interestLabel: 'Interest',
  cancel: 'Cancel',
  save: 'Correct',
  saving: 'Correcting',
  corrections: 'Corrected',
  actionFailed: 'The change was not made',
} as const;

/** The inbox's filters, as the rep reads them. */
export const FILTER_LABELS: Readonly<Record<ReplyInboxFilter, string>> = {
  INTERESTED: 'Interested',
  NOT_INTERESTED: 'Not interested',
  STOP: 'Asked to stop',
  REFERRAL: 'Referrals',
  OUT_OF_OFFICE: 'Out of office',
  BOUNCES: 'Bounces and complaints',
  AUTO_REPLIES: 'Automatic answers',
  UNHANDLED: 'To handle',
};

/** The classes a rep may correct a message to, in the order offered. */
export const CORRECTABLE_KINDS: readonly EmailReplyKind[] = [
  'REPLY',
  'STOP',
  'OUT_OF_OFFICE',
  'LEFT_COMPANY',
  'AUTO_REPLY',
  'HARD_BOUNCE',
  'SOFT_BOUNCE',
  'BLOCKED',
  'COMPLAINT',
];
