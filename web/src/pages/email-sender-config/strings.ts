import type { ResourcePageText } from '../../components/resource-page';

/** User-facing text of the senders page. */
export const SENDERS_TEXT: ResourcePageText = {
  title: 'Senders',
  description: 'The mailboxes your campaigns send from, with their status and health.',
  nouns: { one: 'sender', many: 'senders', One: 'Sender' },
  emptyTitle: 'No senders yet',
  emptyText: 'Connect a mailbox (SMTP, Google or Microsoft) and it appears here with its status and health.',
};

export const SENDERS_STRINGS = {
  columns: {
    senderEmail: 'Sender email',
    senderName: 'Sender name',
    type: 'Type',
    status: 'Status',
    health: 'Credentials',
    dailyLimit: 'Daily limit',
    timeZone: 'Time zone',
    sentToday: 'Sent today',
    lastCheck: 'Last check',
  },
  instanceZone: (zone: string) => `${zone} (the instance's)`,
  typeLabels: {
    STUB: 'Test sender',
    SMTP: 'SMTP (STARTTLS)',
    SMTP_SSL: 'SMTP over SSL',
    GOOGLE: 'Google',
    MICROSOFT: 'Microsoft',
  },
  working: 'Working',
  expired: 'Expired',
  signInAgain: 'Sign in again',
  notChecked: 'Not checked yet',
  noLimit: 'No limit',
  add: 'Add sender',
  checkNow: 'Check now',
  edit: 'Edit',
  delete: 'Delete',
  refresh: 'Refresh senders',
  loading: 'Loading senders',
  loadFailed: 'The senders could not be loaded.',
  checkWorked: (email: string) => `${email}: the credentials work.`,
  checkFailed: (email: string, message: string) => `${email}: ${message}`,
  checkExpired: (email: string) => `${email}: the credentials have expired. Sign in again on the Add sender page.`,
  selectionGroup: 'Sender selection',
  selectAll: 'Select all senders',
  selectOne: (email: string) => `Select ${email}`,
} as const;

/** What the senders page says of a sender's sends today, its daily cap and its warm-up. */
export const SENDER_USAGE_STRINGS = {
  title: (email: string) => `Sending today from ${email}`,
  description: "Counted in the sender's day, as the send planner counts them.",
  chooseOne: "Select one sender to see today's sends against its daily cap and its warm-up.",
  loading: "Loading today's sends",
  loadFailed: "Today's sends could not be loaded.",
  retry: 'Retry',
  progressLabel: 'Sent today',
  sentOfCap: (sent: number, cap: number) => `${sent} of ${cap} sent today`,
  cellSentOfCap: (sent: number, cap: number) => `${sent} of ${cap}`,
  planned: (count: number) => `${count} more planned today`,
  nonePlanned: 'Nothing more planned today',
  fields: {
    day: 'Day',
    dailyCap: 'Daily cap',
    warmUp: 'Warm-up',
    lastSend: 'Last send',
    held: 'Sending',
  },
  day: (day: string, zone: string) => `${day} in ${zone}`,
  capSource: {
    throttle: (cap: number, throttles: readonly number[]) =>
      throttles.length === 0
        ? `${cap} a day: no running or paused campaign sends from it, so the lowest throttle applies`
        : throttles.length === 1
          ? `${cap} a day: the throttle of its campaign`
          : `${cap} a day: the largest throttle of its campaigns (${throttles.join(', ')})`,
    warmUp: (cap: number, day: number) => `${cap} a day: warm-up's cap on day ${day}`,
    provider: (cap: number) => `${cap} a day: the provider's own daily limit`,
    sender: (cap: number) => `${cap} a day: this sender's daily limit`,
  },
  warmingUp: (day: number, cap: number, week: number, weekCap: number, total: number, until: number) =>
    `Warming up: day ${day}, ${cap} a day, ${week} of ${weekCap} this week, ${total} of ${until} messages`,
  warmedUp: (total: number) => `Warmed up; ${total} ${total === 1 ? 'message' : 'messages'} sent so far`,
  neverSent: 'Not yet',
  sending: 'Free to send',
} as const;

/** What the senders page says of a sender's status, its 30 days of outcomes and its sending pause. */
export const SENDER_STATUS_STRINGS = {
  columns: { outcomes: 'Last 30 days' },
  statusLabels: { ACTIVE: 'Active', WARMING_UP: 'Warming up', WARNING: 'Warning', SUSPENDED: 'Suspended' },
  warmingUp: (day: number, cap: number) => `Warming up: day ${day}, ${cap} a day`,
  paused: 'Sending paused',
  notCheckedYet: 'Outcomes not checked yet',
  figures: (sent: number, delivered: number, bounceRate: string, spamRate: string) =>
    `${sent} sent, ${delivered} delivered, ${bounceRate} hard bounces, ${spamRate} spam complaints`,
  resume: 'Resume sending',
  resumeTitle: (email: string) => `Resume sending from ${email}?`,
  resumeBody: (bounceRate: string) =>
    `Its hard bounces are ${bounceRate} over the last 30 days, above the 5 % at which sending pauses. Its campaigns send from it again; a new hard bounce that keeps the rate above 5 % pauses it again. Clean the contact lists of addresses that bounce before resuming.`,
  resumeConfirm: 'Resume sending',
  cancel: 'Cancel',
  resumed: (email: string) => `${email}: sending resumed.`,
} as const;
