import { CONTACT_FIELD_HINTS, type ContactSource } from '../../../../shared/domain/contact';
import { MAX_PHONE_NUMBERS } from '../../../../shared/schemas/contact';
import type { ResourcePageText } from '../../components/resource-page';

/** User-facing text of the contacts page. */
export const CONTACT_TEXT: ResourcePageText = {
  title: 'Contacts',
  description: 'The people your campaigns reach out to, with their status and lifecycle stage.',
  nouns: { one: 'contact', many: 'contacts', One: 'Contact' },
  emptyTitle: 'No contacts yet',
  emptyText: 'Contacts you add or upload in a contact list appear here.',
  filterPlaceholder: 'Find contacts by email or name',
};

/** Labels and hints of the contact's fields; the optional ones say they are filled in automatically (docs/product.md, Contacts and uploads). */
export const CONTACT_FIELDS = {
  email: { label: 'Email', placeholder: 'jane.doe@company.example' },
  firstName: { label: 'First name', description: CONTACT_FIELD_HINTS.firstName },
  lastName: { label: 'Last name', description: CONTACT_FIELD_HINTS.lastName },
  jobTitle: { label: 'Job title', description: CONTACT_FIELD_HINTS.jobTitle },
  companyId: { label: 'Company', description: CONTACT_FIELD_HINTS.companyId },
  phoneNumbers: {
    label: 'Phone numbers',
    description: CONTACT_FIELD_HINTS.phoneNumbers,
    constraintText: `One per line, at most ${MAX_PHONE_NUMBERS}.`,
    placeholder: '+44 20 7946 0000',
  },
  linkedInUrl: {
    label: 'LinkedIn URL',
    description: CONTACT_FIELD_HINTS.linkedInUrl,
    placeholder: 'https://www.linkedin.com/in/jane-doe',
  },
  timeZone: {
    label: 'Time zone',
    description: "Emails go out in the contact's office hours and weekdays; while the zone is unknown, in the sender's.",
    notSetLabel: "Unknown (use the sender's)",
    filterPlaceholder: 'Find a time zone',
  },
  status: { label: 'Status' },
  lifecycleStage: { label: 'Lifecycle stage' },
  source: { label: 'Source', description: 'Where the contact came from.' },
  emailStatus: { label: 'Email status', description: 'Where the latest email to the contact stands.' },
  sharingStatus: { label: 'Sharing status' },
} as const;

export const CONTACT_COLUMNS = {
  email: 'Email',
  name: 'Name',
  jobTitle: 'Job title',
  status: 'Status',
  lifecycleStage: 'Lifecycle stage',
} as const;

/** Source labels where the words of the value read wrong. */
export const CONTACT_SOURCE_LABELS: Partial<Record<ContactSource, string>> = {
  AI_PROSPECTOR: 'AI prospector',
  REACHWISE: 'Reachwise',
};

/** Text of a contact's own view (`/contact?contactId=<id>`). */
export const CONTACT_DETAIL_STRINGS = {
  back: 'All contacts',
  loading: 'Loading the contact',
  notFoundHeader: 'This contact could not be loaded',
  detailsHeader: 'Details',
  name: 'Name',
  crmRecord: 'CRM record',
  crmRecordValue: (crm: string, id: string, ownerId: string | undefined) =>
    `${crm} ${id}${ownerId === undefined ? '' : `, owner ${ownerId}`}`,
  crmSynced: 'Last read from the CRM',
  created: 'Added',
  updated: 'Last changed',
  timeZoneUnknown: "Unknown: the sender's is used",
  edit: 'Edit',
  delete: 'Delete',
  retry: 'Retry',
} as const;

/** Text of a contact's thread: every email to the contact, with its history. */
export const CONTACT_THREAD_STRINGS = {
  header: 'Emails',
  description: 'Every email to this contact, newest first, with its earlier versions and changes.',
  loading: 'Loading the emails',
  loadFailed: 'The emails could not be loaded',
  retry: 'Retry',
  refresh: 'Refresh the emails',
  emptyTitle: 'No emails written to this contact yet',
  emptyText: 'Emails a campaign writes to this contact appear here, with their status and history.',
  allInEmails: 'Review in Emails',
  truncated: 'This contact has more emails than are shown here. The Emails page lists every one of them.',
  openInEmails: 'Open in Emails',
  openInEmailsLabel: (subject: string) => `Open ${subject} in Emails`,
  campaign: 'Campaign',
  status: 'Status',
  when: 'Last change',
  review: 'Review',
  reviewed: 'Reviewed',
  notReviewed: 'Not reviewed',
  noCampaign: 'Campaign not found',
  beingWritten: 'Being written…',
  noSubject: '(no subject)',
  linkedInMessage: 'LinkedIn message',
  notWrittenYet: 'This email has not been written yet.',
  emptyBody: 'This email has no text.',
  links: 'Links in this email',
  failed: 'Why it failed',
  historyHeader: (n: number) => `History (${n})`,
  historyLabel: (subject: string) => `History of ${subject}`,
  noHistory: 'Nothing has changed since it was written.',
  history: {
    version: 'Earlier version',
    statusChange: (from: string, to: string) => `${from} → ${to}`,
    statusSet: (to: string) => `Status set to ${to}`,
    statusChanged: 'Status changed',
    reviewed: 'Marked reviewed',
    unreviewed: 'Marked not reviewed',
    bySystem: 'Reachwise',
    byMember: 'A team member',
    byRecipient: 'The contact',
    editedByHand: 'Edited by hand',
    writtenBy: (writer: string) => `Written by ${writer}`,
    instruction: (text: string) => `Instruction: ${text}`,
    note: (text: string) => `Note: ${text}`,
    subject: 'Subject',
  },
} as const;
