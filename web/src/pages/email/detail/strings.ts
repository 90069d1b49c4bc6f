import type { ReviewStatus } from '../../../../../shared/domain/email';
import type { EmailSectionKey } from './email-structure';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Text of the email panel: the header, its states and the facts about the email. */
export const EMAIL_PANEL_STRINGS = {
  title: 'Email',
  loading: 'Loading the email',
  loadFailedHeader: 'The email could not be loaded',
  retry: 'Retry',
  notFoundHeader: 'This email no longer exists',
  notFoundText: 'It may have been deleted. Choose another email in the list.',
  refreshFailed: 'The email could not be read again; it is shown as it was last read.',
  close: 'Close',
  closeLabel: 'Close the email',
  emailTo: (recipient: string) => `Email to ${recipient}`,
  messageTo: (recipient: string) => `LinkedIn message to ${recipient}`,
  unknownRecipient: 'an unknown contact',
  campaignGone: 'Its campaign was deleted',
  fields: {
    to: 'To',
    campaign: 'Campaign',
    status: 'Status',
    review: 'Review',
    type: 'Type',
    channel: 'Channel',
    sender: 'Sender',
    sentFrom: 'Sent from',
    scheduledAt: 'Scheduled for',
    plannedAt: 'Goes out',
    plannedTimeZone: 'Office hours read in',
    hold: 'Held back',
    sentAt: 'Sent',
    providerMessageId: 'Message ID',
    updatedAt: 'Last changed',
  },
  typeAndStep: (type: string, step: number | undefined) => (step === undefined ? type : `${type}, step ${step + 1}`),
  sentAgainstRules: 'Scheduled although it breaks writing rules',
  beingWritten: 'This email is still being written. It shows here as soon as it is written.',
  noBody: 'This email has no text.',
  actionsLabel: 'Email actions',
} as const;

export const REVIEW_STATUS_LABELS: Readonly<Record<ReviewStatus, string>> = {
  REVIEWED: 'Reviewed',
  NOT_REVIEWED: 'Not reviewed',
};

/** The buttons and what they say once done or refused. */
export const EMAIL_ACTION_STRINGS = {
  save: 'Save',
  saved: 'Email saved.',
  nothingToSave: 'There are no changes to save.',
  emptyBody: 'Write the email before saving it.',
  saveScheduledHeader: 'Save and take it off the schedule?',
  saveScheduledBody:
    'This email is scheduled. Saving your changes takes it off the schedule: schedule it again when you are done.',
  saveScheduledConfirm: 'Save changes',
  regenerate: 'Write again',
  regenerated: 'The email was written again.',
  markReviewed: 'Mark reviewed',
  markNotReviewed: 'Mark not reviewed',
  reviewed: 'Email marked reviewed.',
  notReviewed: 'Email marked not reviewed.',
  schedule: 'Schedule',
  reschedule: 'Reschedule',
  unschedule: 'Unschedule',
  unscheduled: 'Email taken off the schedule. It is kept as a draft.',
  copy: 'Copy message',
  copied: 'Message copied. Paste it into LinkedIn: it is marked as sent.',
  clipboardFailed: (reason: string) => `The message could not be copied to the clipboard: ${reason}`,
  copiedNotMarked: 'The message is on your clipboard, but it could not be marked as sent. Mark it again once you have sent it.',
  cancel: 'Cancel email',
  cancelHeader: 'Cancel this email?',
  cancelBody: 'It will not be sent. You can bring it back later by editing it or writing it again.',
  cancelConfirm: 'Cancel email',
  cancelled: 'Email cancelled.',
  delete: 'Delete',
  deleteHeader: 'Delete this email?',
  deleteBody: 'The email and its history are deleted for good. This cannot be undone.',
  deleteConfirm: 'Delete email',
  deleted: 'Email deleted.',
  keep: 'Keep it',
  back: 'Cancel',
  refusedHeader: 'The email is no longer as shown',
  failedHeader: 'The change did not go through',
  dismiss: 'Dismiss',
} as const;

/** The editor: fields, their labels, the checker's findings. */
export const EMAIL_EDITOR_STRINGS = {
  header: 'Edit',
  readOnlyHeader: 'Text',
  description:
    'Each section has its own field. A new line stays a line break; write the link as [a few words]({{link}}), **bold** and *italic* with stars. {{firstName}}, {{link}} and {{signature}} are filled in when the email is sent.',
  linkedInDescription:
    'The message as it is sent, in plain text; leave a blank line between paragraphs. {{firstName}} is filled in when it is sent.',
  readOnly: (status: string) => `This email is ${status} and can no longer be changed.`,
  subject: 'Subject',
  message: 'Message',
  source: 'HTML source',
  sourceNotice:
    'This body holds HTML that the section fields cannot show without changing it, so it is edited as its HTML source.',
  sections: {
    greeting: 'Greeting',
    hook: 'Hook',
    body: 'Body',
    callToAction: 'Call to action',
    closing: 'Closing',
    footer: 'P.S.',
  } satisfies Record<EmailSectionKey, string>,
  paragraph: (n: number) => `Paragraph ${n}`,
  addParagraph: 'Add paragraph',
  removeParagraph: (label: string) => `Remove ${label}`,
  characters: (n: number, limit: number) => `${n} of ${limit} characters`,
  charactersOver: (n: number, limit: number) => `${n} of ${limit} characters: ${n - limit} too many`,
  premiumLimit: 'LinkedIn premium allows 300 characters.',
  passes: 'Passes every writing rule',
  broken: (n: number) => `${plural(n, 'rule', 'rules')} broken`,
  cannotCheck: "This email can't be checked against the writing rules: its campaign's settings are gone.",
  generalHeader: 'Across the email',
  unsaved: 'Unsaved changes',
  cannotSave: 'The subject or the body is too long to save.',
  subjectTooLong: (max: number) => `Keep the subject to ${max} characters.`,
  bodyTooLong: (max: number) => `The email is longer than ${max} characters of HTML; shorten it to save it.`,
  newerHeader: 'This email changed since you started editing',
  newerText: 'It was changed elsewhere. Saving your changes would be refused: load the latest version to go on.',
  loadNewer: 'Load the latest version',
} as const;

/** The email as its recipient reads it. */
export const EMAIL_PREVIEW_STRINGS = {
  header: 'As the recipient will read it',
  headerFor: (name: string) => `As ${name} will read it`,
  description: 'Placeholders filled in for this contact.',
  withChanges: 'Placeholders filled in for this contact; your unsaved changes included.',
  subject: 'Subject',
  links: 'Links',
  linkTo: (text: string, href: string) => (text === '' ? href : `${text}: ${href}`),
  empty: 'Nothing is written yet.',
} as const;

/** The email's history and its thread. */
export const EMAIL_HISTORY_STRINGS = {
  header: 'History',
  description: 'Earlier versions and changes, newest first.',
  empty: 'No earlier versions or changes yet.',
  version: 'Earlier version',
  writtenBy: (writer: string) => `Written by ${writer}`,
  instruction: (text: string) => `Instruction: “${text}”`,
  statusChange: (from: string | undefined, to: string) => (from === undefined ? `Status set to ${to}` : `${from} → ${to}`),
  statusChanged: 'Status changed',
  review: (status: string) => `Marked ${status.toLowerCase()}`,
  reviewMark: 'Review',
  bySystem: 'by Reachwise',
  byUser: 'by a team member',
  byRecipient: 'by the recipient',
  restore: 'Restore this version',
  restoreLabel: (time: string) => `Restore the version of ${time}`,
  restored: 'The earlier version is in the editor. Save it to keep it.',
  showText: 'Text of this version',
  noText: 'This version had no text.',
  writers: {
    offline: 'the offline writer',
    edited: 'an edit by hand',
    model: (model: string) => `the AI model ${model}`,
    ai: 'the AI model',
  },
  threadHeader: 'Thread',
  threadDescription: 'The other emails to this contact in this campaign, oldest first.',
  threadEmpty: 'No other emails to this contact in this campaign.',
  threadLine: (typeAndStep: string, when: string) => `${typeAndStep} · ${when}`,
  noSubject: '(no subject)',
} as const;

/** The schedule dialog. */
export const EMAIL_SCHEDULE_STRINGS = {
  header: 'Schedule this email',
  when: 'When to send',
  next: 'At the next slot',
  nextDescription: (time: string, zone: string) => `${time}, the next time your sending rules allow, read in ${zone}`,
  at: 'At a time',
  atDescription: 'A date and time of your choosing',
  date: 'Date',
  datePlaceholder: 'YYYY/MM/DD',
  time: 'Time',
  timePlaceholder: 'hh:mm',
  timeZone: (zone: string) => `In your time zone, ${zone}.`,
  missing: 'Choose a date and a time.',
  invalid: 'Enter a real date (YYYY/MM/DD) and time (hh:mm).',
  past: 'Choose a time in the future.',
  breaksHeader: (n: number) => `This email breaks ${plural(n, 'writing rule', 'writing rules')}`,
  breaksText: 'Emails that break the writing rules are counted in reports as sent against the rules.',
  accept: (n: number) => `Send it although it breaks ${plural(n, 'writing rule', 'writing rules')}`,
  acceptRequired: 'Confirm that it may be sent although it breaks the writing rules.',
  uncheckable: "This email can't be checked in the browser; the server checks it when it is scheduled.",
  acceptUnknown: 'Send it even if it breaks writing rules',
  savesFirst: 'Your unsaved changes are saved first.',
  moves: (time: string) => `It is scheduled for ${time}; scheduling it again moves it.`,
  confirm: 'Schedule',
  cancel: 'Cancel',
  done: (time: string) => `Email scheduled for ${time}.`,
} as const;

/** The "write again" dialog. */
export const EMAIL_REGENERATE_STRINGS = {
  header: 'Write this email again',
  instruction: 'Instruction (optional)',
  instructionDescription: 'What the writer should change, e.g. “Mention their new warehouse in Lyon.”',
  instructionCount: (n: number, max: number) => `${n} of ${max} characters`,
  tooLong: (max: number) => `Keep the instruction to ${max} characters.`,
  writing: 'Writing the email again. This can take a few seconds.',
  keptInHistory: 'The current version is kept in the history.',
  replacesChanges: 'Your unsaved changes are replaced by the new version.',
  takesOffSchedule: 'This email is scheduled: writing it again takes it off the schedule.',
  confirm: 'Write again',
  cancel: 'Cancel',
} as const;

/** Unsaved changes, when the panel closes or another email is chosen. */
export const EMAIL_UNSAVED_STRINGS = {
  header: 'Discard your changes?',
  closeBody: 'You have unsaved changes to this email. Closing it discards them.',
  switchBody: 'You have unsaved changes to this email. Opening the email you chose discards them.',
  discard: 'Discard changes',
  keepEditing: 'Keep editing',
  pending: 'You chose another email. Save or discard your changes here to open it.',
  openChosen: 'Discard changes and open it',
} as const;

/** A count of times: "once", "twice", "3 times". */
const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

/** The opens and clicks of a sent email. */
export const EMAIL_ACTIVITY_STRINGS = {
  header: 'Opens and clicks',
  description: 'When the recipient opened the email (its images loaded) and followed its links.',
  opensLabel: 'Opens',
  clicksLabel: 'Clicks',
  opened: (n: number) => (n === 0 ? 'Not opened yet' : `Opened ${times(n)}`),
  clicked: (n: number) => (n === 0 ? 'Not clicked yet' : `Clicked ${times(n)}`),
  at: (time: string) => `On ${time}`,
  first: (time: string) => `First on ${time}`,
  last: (time: string) => `Last on ${time}`,
  empty: 'Not opened yet',
  notTracked: 'This instance does not track opens and clicks. Turn it on under Options → Instance.',
  machines: (n: number) =>
    n === 1
      ? '1 fetch by a mail scanner or image proxy, not counted'
      : `${n} fetches by mail scanners or image proxies, not counted`,
} as const;

/** The signature an email ends with. */
export const EMAIL_SIGNATURE_STRINGS = {
  header: 'Signature',
  description: "Its sender's signature, where the email has {{signature}}: it is added when the email is sent.",
  none: 'No signature: its sender has none. Pick one for the sender on the Senders page.',
} as const;
