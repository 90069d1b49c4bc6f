import { AUTO_CADENCE_FOLLOW_UP_DAYS } from '../../../../shared/domain/cadence';
import { MAX_CHOSEN_CONTACTS } from '../../../../shared/domain/campaign';
import { MAX_CAMPAIGN_SAMPLE_EMAILS } from '../../../../shared/schemas/campaign';

// the automatic cadence: its first follow-up's own delay, and the days the second comes after the first
const SECOND_FOLLOW_UP_GAP = AUTO_CADENCE_FOLLOW_UP_DAYS[1] - AUTO_CADENCE_FOLLOW_UP_DAYS[0];

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** User-facing text of a campaign's settings: its fields, pickers, audience, preview and summary. */
export const CAMPAIGN_SETTINGS_STRINGS = {
  optional: 'optional',
  notSet: 'Not set',
  retry: 'Retry',

  sections: {
    details: 'Campaign details',
    sending: 'Senders and sending',
    audience: 'Customer profile and audience',
  },

  name: {
    label: 'Campaign name',
    description: 'A name you will recognise in the campaign list.',
    placeholder: 'Q3 operations leaders',
  },
  company: { label: 'Company', description: 'The company the emails are written from.' },
  product: { label: 'Product or service', description: 'What the emails offer.' },
  callToAction: { label: 'Call to action', description: 'What the emails ask the reader to do.' },
  channel: { label: 'Channel', description: 'Where the messages go.' },
  language: { label: 'Language', description: 'The language the messages are written in.' },
  generatorVersion: { label: 'Generator version', description: 'How the messages are written.' },
  sampleEmails: {
    label: 'Sample emails',
    description: 'Emails whose tone and shape the writer follows.',
    constraint: `Choose up to ${MAX_CAMPAIGN_SAMPLE_EMAILS}.`,
    placeholder: 'Choose sample emails',
  },
  cadence: { label: 'Cadence', description: 'The follow-ups sent after the first email.' },

  senders: {
    label: 'Senders',
    emailDescription: 'The mailboxes the emails are sent from, taking turns. Choose at least one.',
    linkedInDescription: 'LinkedIn messages need no sender; any chosen here are kept for email follow-ups.',
    placeholder: 'Choose senders',
    filter: 'Find senders',
    loading: 'Loading senders',
    failed: 'The senders could not be loaded.',
    emptyTitle: 'No senders yet',
    emptyText: 'Add a mailbox to send from, then come back to choose it. What you entered here is kept.',
    add: 'Add a sender',
    refresh: 'Refresh senders',
    tableLabel: 'Chosen senders',
    columns: { sender: 'Sender', status: 'Status', health: 'Health', credentials: 'Credentials' },
    working: 'Working',
    notChecked: 'Not checked yet',
    expired: 'Expired',
    signInAgain: 'Sign in again',
    flaggedHeader: 'Some chosen senders need attention',
    flagged: {
      EXPIRED_CREDENTIALS: (email: string) => `${email}: its credentials have expired, so nothing can be sent from it.`,
      STATUS_WARNING: (email: string) => `${email}: its status is Warning (its spam rate is high).`,
      SUSPENDED: (email: string) => `${email}: it is suspended and sends nothing.`,
    },
    flagIconLabel: 'Needs attention',
  },
  throttle: { label: 'Throttle', description: 'The most emails each sender sends a day for this campaign.' },
  sendHour: {
    label: 'Send hour',
    description: "The hour of the day emails start going out, in each recipient's time zone, within office hours.",
  },
  followUpAfterDays: {
    label: 'Follow-up after',
    description: `Days without a reply before the first automatic follow-up; a second follows ${SECOND_FOLLOW_UP_GAP} days later.`,
  },

  customerProfile: { label: 'Customer profile', description: 'Who the campaign reaches out to, in general.' },
  persona: {
    label: 'Persona',
    description: 'The voice the messages are written in.',
    adminOnly: 'Only admins of this instance can choose a persona.',
  },
  audienceSource: {
    label: 'Who is written to',
    description: 'Everyone in a contact list, or contacts you choose one by one.',
    CONTACT_LIST: 'A contact list',
    CONTACT_LIST_DESCRIPTION: 'Every contact of the list.',
    CONTACTS: 'Chosen contacts',
    CONTACTS_DESCRIPTION: `Up to ${MAX_CHOSEN_CONTACTS.toLocaleString('en-US')} contacts you pick.`,
  },
  contactList: { label: 'Contact list', description: 'Its contacts are written to, one email each.' },
  contactListUpload: 'Contacts are added to a list by uploading a CSV file on the Contact Lists page.',
  contacts: {
    label: 'Contacts',
    description: 'Find contacts by name or email and tick the ones to write to. Your choice is kept across pages.',
    tableLabel: 'Contacts to choose from',
    filter: 'Find contacts',
    filterPlaceholder: 'Find contacts by name or email',
    loading: 'Loading contacts',
    failed: 'The contacts could not be loaded.',
    emptyTitle: 'No contacts yet',
    emptyText: 'Contacts you add or upload appear here.',
    noMatchesTitle: 'No matches',
    noMatches: (search: string) => `No contacts contain "${search}".`,
    clearFilter: 'Clear filter',
    chosen: (n: number) => `${plural(n, 'contact', 'contacts')} chosen`,
    limit: `Choose at most ${MAX_CHOSEN_CONTACTS.toLocaleString('en-US')}; use a contact list for more.`,
    clearChoice: 'Clear the choice',
    columns: { email: 'Email', name: 'Name', jobTitle: 'Job title', status: 'Status', lifecycleStage: 'Lifecycle stage' },
    selectAll: 'Select every contact on this page',
    selectOne: (email: string) => `Select ${email}`,
    selectionGroup: 'Contact selection',
    paginationLabel: 'Contact pages',
  },

  audience: {
    header: 'Audience',
    pickFirst: 'Choose a contact list or contacts to see who will be written to.',
    counting: 'Counting who will be written to',
    failed: 'The audience could not be counted.',
    total: 'Contacts',
    included: 'Written to',
    excluded: 'Left out',
    reasonsLabel: 'Why contacts are left out',
    reasonColumn: 'Reason',
    countColumn: 'Contacts',
    atLeast: (count: string) => `at least ${count}`,
    soFar: (count: string) => `${count} so far`,
    incomplete: (total: number) =>
      `Counting stopped after the first ${plural(total, 'contact', 'contacts')}; the audience holds more.`,
    summary: (included: number, total: number) =>
      `${included.toLocaleString('en-US')} of ${plural(total, 'contact', 'contacts')} will be written to.`,
    summaryIncomplete: (included: number) => `At least ${plural(included, 'contact', 'contacts')} will be written to.`,
    summaryNobody: 'Nobody in this audience will be written to.',
    summaryNobodyYet: (total: number) => `None of the first ${plural(total, 'contact', 'contacts')} counted will be written to.`,
    emptyHeader: 'Nobody will be written to',
    emptyList: 'This audience holds no contacts yet.',
    allExcluded: (total: number) =>
      `All ${plural(total, 'contact', 'contacts')} of this audience are left out. Choose another audience before you launch.`,
    allExcludedSoFar: (total: number) =>
      `All of the first ${plural(total, 'contact', 'contacts')} counted are left out. Check the audience before you launch.`,
    firstIncluded: 'First contacts written to',
  },

  preview: {
    header: 'Preview',
    description:
      'One email written now for the first contact of the audience, and what the writing rules say about it. Nothing is sent or saved.',
    writing: 'Writing a preview email',
    writeAgain: 'Write another preview',
    failedHeader: 'The preview could not be written',
    noContactHeader: 'Nobody to write a preview for',
    noContact: 'Nobody in this audience can be written to. Choose another audience.',
    subject: 'Subject',
    body: 'Body',
    to: 'To',
    writer: 'Writer',
    verdict: 'Writing rules',
    passes: 'Follows every writing rule',
    breaks: (n: number) => `Breaks ${plural(n, 'writing rule', 'writing rules')}`,
    placeholder: (name: string) => `Filled in when sent: ${name}`,
    linkTo: (href: string) => `links to ${href}`,
    notReady: 'The preview is written once every step is complete.',
  },

  summary: {
    edit: 'Edit',
    editLabel: (section: string) => `Edit ${section.toLowerCase()}`,
    none: 'None',
    loadingName: 'Loading',
    contacts: (n: number) => plural(n, 'contact', 'contacts'),
    moreContacts: (n: number) => `and ${plural(n, 'more', 'more')}`,
  },

  picker: {
    createNew: 'Create new',
    createNewLabel: (one: string) => `Create new ${one}`,
    loading: (many: string) => `Loading ${many}`,
    failed: (many: string) => `The ${many} could not be loaded.`,
    empty: (many: string) => `No ${many} yet. Use Create new to add one.`,
    filter: (many: string) => `Find ${many}`,
    choose: (one: string) => `Choose a ${one}`,
    removeLabel: (name: string) => `Remove ${name}`,
    selectedLabel: 'Selected',
  },
} as const;
