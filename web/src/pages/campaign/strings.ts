import { AUTO_CADENCE_FOLLOW_UP_DAYS } from '../../../../shared/domain/cadence';
import type { Channel } from '../../../../shared/domain/campaign';
import type { EmailListTab, EmailType } from '../../../../shared/domain/email';
import type { ResourceNouns } from '../../components/resource-page';

// the automatic cadence: its first follow-up's own delay, and the days the second comes after the first
const [FIRST_FOLLOW_UP, SECOND_FOLLOW_UP] = AUTO_CADENCE_FOLLOW_UP_DAYS;
const SECOND_FOLLOW_UP_GAP = SECOND_FOLLOW_UP - FIRST_FOLLOW_UP;

export const CAMPAIGN_NOUNS: ResourceNouns = { one: 'campaign', many: 'campaigns', One: 'Campaign' };

export { CAMPAIGN_STATUS_LABELS } from './campaign-status-labels';

export const CHANNEL_LABELS: Readonly<Record<Channel, string>> = {
  EMAIL: 'Email',
  LINKEDIN: 'LinkedIn',
};

/** Tabs of a campaign's emails, named as people read them. */
export const EMAIL_TAB_LABELS: Readonly<Record<EmailListTab, string>> = {
  GENERATED: 'Generated',
  SCHEDULED: 'Scheduled',
  SENT: 'Sent',
};

export const EMAIL_TYPE_LABELS: Readonly<Record<EmailType, string>> = {
  ROOT: 'First email',
  FOLLOW_UP: 'Follow-up',
};

/** Text of the campaign list (`/campaign`). */
export const CAMPAIGN_LIST_STRINGS = {
  title: 'Campaigns',
  description: 'Outbound campaigns: who they reach, from which senders, and how far they have got.',
  create: 'Create campaign',
  refresh: 'Refresh campaigns',
  loading: 'Loading campaigns',
  loadFailed: 'The campaigns could not be loaded',
  emptyTitle: 'No campaigns yet',
  emptyText:
    'Create a campaign to write and send personalised emails to a contact list. Running campaigns write and send on their own.',
  noMatchesTitle: 'No matching campaigns',
  noMatchesText: 'No campaign matches the search and status chosen.',
  clearFilters: 'Clear filters',
  searchPlaceholder: 'Find campaigns by name',
  searchLabel: 'Find campaigns',
  statusFilterLabel: 'Status',
  allStatuses: 'All',
  columns: {
    name: 'Name',
    status: 'Status',
    writing: 'Writing',
    outreach: 'Outreach',
    channel: 'Channel',
    created: 'Created',
  },
  pageSizeOption: (n: number) => `${n} campaigns`,
} as const;

/** The four status changes, as buttons and confirmations say them. */
export const CAMPAIGN_ACTION_STRINGS = {
  run: {
    button: 'Run',
    header: 'Run this campaign?',
    body: (name: string) =>
      `"${name}" starts running again: it writes emails to the contacts of its audience that have none yet, and its senders send them at the send hour. You can pause it again at any time.`,
    confirm: 'Run campaign',
    done: (name: string) => `Campaign "${name}" is running.`,
  },
  pause: {
    button: 'Pause',
    header: 'Pause this campaign?',
    body: (name: string) =>
      `"${name}" stops writing and sending emails until you run it again. Nothing written so far is lost. While it is paused you can change its settings.`,
    confirm: 'Pause campaign',
    done: (name: string) => `Campaign "${name}" is paused. You can change its settings now.`,
  },
  stop: {
    button: 'Stop',
    header: 'Stop this campaign for good?',
    body: (name: string) => `"${name}" stops writing and sending emails for good. The emails written so far stay here to read.`,
    confirm: 'Stop campaign',
    done: (name: string) => `Campaign "${name}" is stopped.`,
  },
  complete: {
    button: 'Complete',
    header: 'Mark this campaign as completed?',
    body: (name: string) =>
      `"${name}" is marked completed: it writes and sends no more emails. The emails written and sent so far stay here to read.`,
    confirm: 'Complete campaign',
    done: (name: string) => `Campaign "${name}" is completed.`,
  },
  finalWarning: 'This cannot be undone: a stopped or completed campaign never runs again.',
  cancel: 'Cancel',
} as const;

/** Text of one campaign's page (`/campaign/<id>`). */
export const CAMPAIGN_DETAIL_STRINGS = {
  back: 'All campaigns',
  loading: 'Loading the campaign',
  notFoundHeader: 'Campaign not found',
  notFoundText:
    'This campaign does not exist in this instance. It may have been deleted, or the address belongs to another instance.',
  loadFailedHeader: 'This campaign could not be loaded',
  refreshFailed: 'The latest figures could not be loaded; the page shows the last ones received.',
  retry: 'Retry',
  generate: 'Generate now',
  generateHint: 'Write the next emails now, without waiting for the schedule.',
  generateRunningOnly: (status: string) => `Only a running campaign writes emails; this one is ${status.toLowerCase()}.`,
  generateFailed: (reason: string) => `No emails could be queued: ${reason}`,
  generated: (queued: number) =>
    `${queued} ${queued === 1 ? 'email' : 'emails'} queued for writing. ${queued === 1 ? 'It appears' : 'They appear'} under Generated as soon as ${queued === 1 ? 'it is' : 'they are'} written.`,
  generatedAll: (queued: number) =>
    `${queued} ${queued === 1 ? 'email' : 'emails'} queued for writing; every contact of the audience now has an email.`,
  nothingLeft: 'Every contact of the audience already has an email: there is nothing left to write.',
  nothingQueued: 'No emails were queued this time: the emails already being written come first. Try again in a few minutes.',
  statusChangeFailed: (reason: string) => `The campaign's status could not be changed: ${reason}`,
  delete: 'Delete',
  edit: 'Edit',
  editRunning: 'Pause the campaign to change its settings.',
  editFinal: (status: string) => `A ${status.toLowerCase()} campaign cannot be changed.`,
  progressHeader: 'Progress',
  progressDescription: 'Counts of the audience and of its emails, updated as they are written and sent.',
  progressLive: 'Updated every few seconds while the campaign runs.',
  writtenBar: 'Written',
  writtenOf: (written: string, inScope: string) => `${written} of ${inScope} contacts in scope`,
  settingsHeader: 'Settings',
  settingsDescription: 'What the campaign writes, to whom and from which senders.',
  emailsHeader: 'Emails',
  reviewInEmails: 'Review in Emails',
  emailsDescription: 'What the campaign has written, scheduled and sent, by contact.',
  emailsLive: 'New emails appear here as they are written.',
} as const;

/** Labels of a campaign's settings, in the view and in the form. */
export const CAMPAIGN_SETTINGS_STRINGS = {
  name: 'Name',
  channel: 'Channel',
  language: 'Language',
  generatorVersion: 'Generator version',
  generatorVersionHint: 'How the emails are written.',
  senders: 'Senders',
  sendersHint: 'The mailboxes the campaign sends from. An email campaign needs at least one.',
  sendersPlaceholder: 'Choose senders',
  throttle: 'Emails a day per sender',
  throttleHint: 'Each sender sends at most this many of the campaign’s emails a day.',
  sendHour: 'Send hour',
  sendHourHint: "The hour, within office hours and in each recipient's time zone, when scheduled emails start going out.",
  followUpAfterDaysHint: `Days without a reply before the first automatic follow-up (${FIRST_FOLLOW_UP} when not set); a second follows ${SECOND_FOLLOW_UP_GAP} days later.`,
  audience: 'Audience',
  contactList: 'Contact list',
  contactListHint: 'The contacts the campaign writes to.',
  chosenContacts: (n: number) => `${n} ${n === 1 ? 'contact' : 'contacts'} chosen one by one`,
  chosenContactsKept: (n: number) =>
    `${n} ${n === 1 ? 'contact' : 'contacts'} chosen one by one ${n === 1 ? 'stays' : 'stay'} in the audience.`,
  company: 'Company',
  product: 'Product / service',
  customerProfile: 'Customer profile',
  callToAction: 'Call to action',
  cadence: 'Cadence',
  followUpAfterDays: 'Follow-up after',
  days: (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`,
  notSet: 'Not set',
  noSenders: 'No senders',
  editHeader: (name: string) => `Edit campaign "${name}"`,
  cancel: 'Cancel',
  save: 'Save changes',
  formHasErrors: 'Fix the fields marked above, then save again.',
  nothingChanged: 'Nothing has changed yet.',
  conflict: (reason: string) => `The settings were not saved: ${reason}`,
  loadingOptions: (label: string) => `Loading ${label}`,
  optionsFailed: (label: string) => `The ${label} could not be loaded.`,
  optionsEmpty: (label: string) => `No ${label} yet`,
  retry: 'Retry',
} as const;

/** Text of a campaign's emails. */
export const CAMPAIGN_EMAILS_STRINGS = {
  tabsLabel: 'Emails by stage',
  loading: 'Loading emails',
  loadFailed: 'The emails could not be loaded',
  empty: {
    GENERATED: {
      title: 'No emails written yet',
      text: 'Emails appear here as the campaign writes them, including those that could not be written, with the reason.',
    },
    SCHEDULED: {
      title: 'No scheduled emails',
      text: 'Written emails waiting for their send time appear here.',
    },
    SENT: {
      title: 'No emails sent yet',
      text: 'Sent emails appear here with what happened next: opened, clicked, replied or bounced.',
    },
  } satisfies Record<EmailListTab, { title: string; text: string }>,
  columns: {
    contact: 'Contact',
    subject: 'Subject',
    type: 'Type',
    status: 'Status',
    reason: 'Failure reason',
    updated: 'Updated',
  },
  noSubject: '(no subject)',
  beingWritten: '(being written)',
  readLabel: (subject: string) => `Read ${subject}`,
  noReason: 'No reason was recorded.',
  close: 'Close',
  to: 'To',
  from: 'From',
  status: 'Status',
  type: 'Type',
  scheduledAt: 'Scheduled for',
  sentAt: 'Sent',
  failedHeader: 'This email could not be written or sent',
  emptyBody: 'This email has no text.',
  notWrittenYet: 'This email has not been written yet.',
  links: 'Links in this email',
} as const;

/** The notice on the campaign pages when the offline writer writes, by why it does. */
export const WRITER_NOTICE_STRINGS = {
  header: 'Emails are written by the offline writer',
  reason: {
    NO_MODEL_CONFIGURED:
      'No model is configured for this deployment, so emails are composed without one, from your company, product and contacts. The operator can name a model (see Configuration in the README).',
    MODEL_SECRET_MISSING:
      'The deployment names a model key secret that does not exist yet, so emails are composed without a model. Once the operator creates the secret, new emails are written by the model.',
  },
} as const;
