import { CONTACT_FIELD_HINTS, type ContactSource } from '../../../../shared/domain/contact';
import type { EmailType } from '../../../../shared/domain/email';
import { MAX_PHONE_NUMBERS } from '../../../../shared/schemas/contact';
import type { ResourcePageText } from '../../components/resource-page';

/** User-facing text of the contacts page. */
export const CONTACT_TEXT: ResourcePageText = {
  title: 'Contacts',
  description: 'The people your campaigns reach out to, with their status and lifecycle stage.',
  nouns: { one: 'contact', many: 'contacts', One: 'Contact' },
  emptyTitle: 'No contacts yet',
  emptyText: 'Contacts you add, upload in a contact list or find with the AI prospector appear here.',
  filterPlaceholder: 'Find contacts by email or name',
};

/** Labels and hints of the contact's fields; the optional ones say they are filled in automatically (SPEC §5). */
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

export const EMAIL_TYPE_LABELS: Readonly<Record<EmailType, string>> = {
  ROOT: 'First email',
  FOLLOW_UP: 'Follow-up',
};

/** Text of a contact's own view (`/contact?contactId=<id>`). */
export const CONTACT_DETAIL_STRINGS = {
  back: 'All contacts',
  loading: 'Loading the contact',
  notFoundHeader: 'This contact could not be loaded',
  detailsHeader: 'Details',
  name: 'Name',
  created: 'Added',
  updated: 'Last changed',
  edit: 'Edit',
  delete: 'Delete',
  retry: 'Retry',
  emailsHeader: 'Emails',
  emailsDescription: 'The emails written to this contact so far, newest first.',
  emailsLoading: 'Loading the emails',
  emailsFailed: 'The emails could not be loaded',
  emailsEmptyTitle: 'No emails written to this contact yet',
  emailsEmptyText: 'Emails a campaign writes to this contact appear here, with their status.',
  subject: 'Subject',
  type: 'Type',
  status: 'Status',
  sent: 'Sent',
  noSubject: '(no subject)',
} as const;
