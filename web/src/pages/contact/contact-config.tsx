import Badge from '@cloudscape-design/components/badge';
import Link from '@cloudscape-design/components/link';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import { useLocation } from 'react-router-dom';

import { contactRoutes } from '../../../../shared/api/routes/contact';
import type { Contact } from '../../../../shared/schemas/contact';
import { EMPTY_VALUE, formatEnumLabel, formatPersonName } from '../../app/format';
import { createdColumn, type ResourcePageConfig } from '../../components/resource-page';
import { useFollow } from '../../components/use-follow';
import { CONTACT_FORM } from './contact-form';
import { contactHref } from './contact-links';
import { CONTACT_STATUS_INDICATOR } from './contact-status';
import { CONTACT_COLUMNS as C, CONTACT_TEXT } from './strings';

/** The contact's email, opening its own view. */
function ContactLink({ contact }: { contact: Contact }) {
  const { search } = useLocation();
  const follow = useFollow();
  return (
    <Link href={contactHref(search, contact.id)} onFollow={follow}>
      {contact.email}
    </Link>
  );
}

const COLUMNS: TableProps.ColumnDefinition<Contact>[] = [
  { id: 'email', header: C.email, cell: (contact) => <ContactLink contact={contact} />, isRowHeader: true },
  { id: 'name', header: C.name, cell: (contact) => formatPersonName(contact.firstName, contact.lastName) },
  { id: 'jobTitle', header: C.jobTitle, cell: (contact) => contact.jobTitle ?? EMPTY_VALUE },
  {
    id: 'status',
    header: C.status,
    cell: (contact) => (
      <StatusIndicator type={CONTACT_STATUS_INDICATOR[contact.status]}>{formatEnumLabel(contact.status)}</StatusIndicator>
    ),
  },
  {
    id: 'lifecycleStage',
    header: C.lifecycleStage,
    cell: (contact) => <Badge>{formatEnumLabel(contact.lifecycleStage)}</Badge>,
  },
  createdColumn<Contact>(),
];

/** The contacts page's configuration; the contact's own view edits with the same form. */
export const CONTACT_PAGE_CONFIG: ResourcePageConfig<Contact> = {
  text: CONTACT_TEXT,
  routes: contactRoutes,
  columns: COLUMNS,
  form: CONTACT_FORM,
  nameOf: (contact) => contact.email,
  formSize: 'large',
};
