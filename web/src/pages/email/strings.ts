import type { Channel } from '../../../../shared/domain/campaign';
import type { EmailListTab, ReviewStatus } from '../../../../shared/domain/email';
import type { EmailBulkAction } from '../../../../shared/schemas/email-review';

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Tabs of the review queue, named as people read them. */
export const EMAIL_LIST_TAB_LABELS: Readonly<Record<EmailListTab, string>> = {
  GENERATED: 'Generated',
  SCHEDULED: 'Scheduled',
  SENT: 'Sent',
};

export const REVIEW_STATUS_LABELS: Readonly<Record<ReviewStatus, string>> = {
  NOT_REVIEWED: 'Not reviewed',
  REVIEWED: 'Reviewed',
};

export const EMAIL_CHANNEL_LABELS: Readonly<Record<Channel, string>> = {
  EMAIL: 'Email',
  LINKEDIN: 'LinkedIn',
};

/** Text of the review queue (`/email`). */
export const EMAIL_LIST_STRINGS = {
  title: 'Emails',
  description: 'Every email of your campaigns, from the first draft to the reply.',
  tabsLabel: 'Emails by stage',
  tableHeader: (tab: EmailListTab) => `${EMAIL_LIST_TAB_LABELS[tab]} emails`,
  tabDescription: {
    GENERATED: 'Written and being written, not scheduled yet: read them, change them, mark them reviewed and schedule them.',
    SCHEDULED: 'Waiting for their send time, or being sent now.',
    SENT: 'Sent, and what happened next.',
  } satisfies Record<EmailListTab, string>,
  refresh: 'Refresh emails',
  loading: 'Loading emails',
  loadFailed: 'The emails could not be loaded',
  empty: {
    GENERATED: {
      title: 'No generated emails yet',
      text: 'Emails your running campaigns write appear here for review. You can edit them, regenerate them or mark them reviewed before they are scheduled.',
    },
    SCHEDULED: {
      title: 'No scheduled emails',
      text: 'Emails waiting for their send time appear here, with the sender and the time they go out within your office hours.',
    },
    SENT: {
      title: 'No sent emails yet',
      text: 'Sent emails appear here with what happened next: opened, clicked, replied, bounced or unsubscribed.',
    },
  } satisfies Record<EmailListTab, { title: string; text: string }>,
  noMatchesTitle: 'No matching emails',
  noMatchesText: 'No email of this tab matches the filters chosen.',
  clearFilters: 'Clear filters',
  searchPlaceholder: 'Find emails by subject or recipient',
  searchLabel: 'Find emails',
  searchClear: 'Clear search',
  campaignFilterLabel: 'Campaign',
  allCampaigns: 'All campaigns',
  campaignsLoading: 'Loading campaigns',
  campaignsFailed: 'The campaigns could not be loaded',
  campaignsEmpty: 'No campaigns yet',
  campaignFilterPlaceholder: 'Find a campaign',
  unknownCampaign: 'Campaign not listed',
  reviewFilterLabel: 'Review',
  allReviewStatuses: 'Reviewed or not',
  channelFilterLabel: 'Channel',
  allChannels: 'All channels',
  contactToken: (name: string) => `Contact: ${name}`,
  contactTokenRemove: 'Show emails to every contact',
  contactLoading: 'Loading the contact',
  columns: {
    recipient: 'Recipient',
    subject: 'Subject',
    campaign: 'Campaign',
    status: 'Status',
    reviewStatus: 'Review',
    rules: 'Writing rules',
    channel: 'Channel',
    sendTime: {
      GENERATED: 'Scheduled for',
      SCHEDULED: 'Goes out',
      SENT: 'Sent',
    } satisfies Record<EmailListTab, string>,
    sender: {
      GENERATED: 'Sender',
      SCHEDULED: 'Sender',
      SENT: 'Sent from',
    } satisfies Record<EmailListTab, string>,
    createdAt: 'Created',
  },
  beingWritten: 'Being written…',
  noSubject: '(no subject)',
  linkedInMessage: 'LinkedIn message',
  openLabel: (subject: string, recipient: string) => `Open ${subject} to ${recipient}`,
  rulesBroken: (n: number) => `${plural(n, 'rule', 'rules')} broken`,
  sentAgainstRules: 'Sent against the rules',
  noRulesBroken: 'None broken',
  selectionGroupLabel: 'Email selection',
  selectAll: 'Select every email on this page',
  selectOne: (subject: string, recipient: string) => `Select ${subject} to ${recipient}`,
  selected: (n: number) => `${n} selected`,
  pageSizeOption: (n: number) => `${n} emails`,
  columnsDescription: 'Choose the columns to show and their order.',
  panelLabel: 'Email',
} as const;

/** What the review queue and the email panel say of sending: planned times, holds, the mailbox, failures. */
export const EMAIL_SENDING_STRINGS = {
  /** a time in the rep's zone, then in the zone the email's office hours were read in */
  inZone: (own: string, theirs: string, zone: string) => `${own} (${theirs} in ${zone})`,
  held: (reason: string) => `Held: ${reason}`,
  noReason: 'No reason was recorded.',
  writingFailed: 'Writing this email failed',
  sendingFailed: 'Sending this email failed',
  deliveryUnknown: 'It is not known whether this email was sent',
  checkSentFolder: (mailbox: string | undefined) =>
    `Look in the Sent folder of ${mailbox ?? 'the mailbox it was sent from'} before scheduling it again: it may have reached the recipient.`,
} as const;

/** What each bulk action says: its button, its confirmation and its outcome. */
export const EMAIL_BULK_STRINGS = {
  actions: {
    REVIEW: {
      button: 'Mark reviewed',
      header: 'Mark emails reviewed',
      confirm: 'Mark reviewed',
      dismiss: 'Cancel',
      running: 'Marking emails reviewed',
      done: 'marked reviewed',
    },
    UNREVIEW: {
      button: 'Mark not reviewed',
      header: 'Mark emails not reviewed',
      confirm: 'Mark not reviewed',
      dismiss: 'Cancel',
      running: 'Marking emails not reviewed',
      done: 'marked not reviewed',
    },
    SCHEDULE: {
      button: 'Schedule',
      header: 'Schedule emails',
      confirm: 'Schedule',
      dismiss: 'Cancel',
      running: 'Scheduling emails',
      done: 'scheduled',
    },
    CANCEL: {
      button: 'Cancel emails',
      header: 'Cancel emails',
      confirm: 'Cancel emails',
      dismiss: 'Keep them',
      running: 'Cancelling emails',
      done: 'cancelled',
    },
  } satisfies Record<EmailBulkAction, Record<string, string>>,
  explanation: {
    REVIEW: 'Marks the emails reviewed, so the team knows someone has read them.',
    UNREVIEW: 'Takes the review mark off the emails.',
    SCHEDULE:
      'Each email goes out at the next slot the sending rules of its campaign allow. Emails being written, already scheduled or sent are left as they are.',
    CANCEL:
      'Cancelled emails are not sent. You can bring one back later by editing it or writing it again. Emails already sent or being sent are left as they are.',
  } satisfies Record<EmailBulkAction, string>,
  scopeLabel: 'Apply to',
  scopeSelected: (n: number) => `Apply to the ${n} selected`,
  scopeSelectedNone: 'Apply to the selected emails',
  scopeSelectedNoneHint: 'Select emails in the table to apply the action to them only.',
  scopeFilter: 'Apply to all emails matching this filter',
  scopeFilterHint: (parts: string) => `Every email of ${parts}, on every page, a chunk at a time.`,
  filterParts: {
    tab: (tab: string) => `the ${tab} tab`,
    campaign: (name: string) => `campaign ${name}`,
    contact: (name: string) => `contact ${name}`,
    review: (label: string) => label.toLowerCase(),
    channel: (label: string) => `on ${label}`,
    search: (text: string) => `matching “${text}”`,
  },
  acceptViolations: 'Include emails that break writing rules',
  acceptViolationsHint:
    'Left unticked, emails that break a writing rule are skipped so you can fix them first. Ticked, they are scheduled as they are and reports count them as sent against the rules.',
  sendingZone:
    "Each email goes at the next time its sending rules allow, read in its recipient's time zone (else its sender's, else this instance's), as when it is sent.",
  progressLabel: 'Progress',
  progress: (processed: number, total: number | undefined, changed: number) =>
    total === undefined
      ? `${plural(processed, 'email', 'emails')} looked at, ${changed} changed`
      : `${processed} of ${plural(total, 'email', 'emails')} looked at, ${changed} changed`,
  stop: 'Stop',
  stopping: 'Stopping after this chunk…',
  summary: (n: number, done: string) => `${plural(n, 'email', 'emails')} ${done}.`,
  nothingChanged: 'No email was changed.',
  skipped: (n: number) => `${plural(n, 'email was', 'emails were')} left as they were:`,
  skipReason: (reason: string, n: number) => `${reason} (${n})`,
  stopped: (processed: number, total: number | undefined) =>
    total === undefined
      ? `Stopped after ${plural(processed, 'email', 'emails')}.`
      : `Stopped after ${processed} of ${plural(total, 'email', 'emails')}.`,
  failed: (reason: string) => `The change stopped part way: ${reason}`,
  dismissLabel: 'Dismiss',
} as const;
