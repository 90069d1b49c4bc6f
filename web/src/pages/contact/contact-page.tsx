import type { TableProps } from '@cloudscape-design/components/table';

import { contactRoutes } from '../../../../shared/api/routes';
import type { Contact } from '../../../../shared/schemas/contact';
import { EMPTY_VALUE, formatEnumLabel, formatPersonName } from '../../app/format';
import { createdColumn, ResourceListPage } from '../../components/resource-list/resource-list-page';

const COLUMNS: TableProps.ColumnDefinition<Contact>[] = [
  { id: 'name', header: 'Name', cell: (contact) => formatPersonName(contact.firstName, contact.lastName), isRowHeader: true },
  { id: 'email', header: 'Email', cell: (contact) => contact.email },
  { id: 'jobTitle', header: 'Job title', cell: (contact) => contact.jobTitle ?? EMPTY_VALUE },
  { id: 'status', header: 'Status', cell: (contact) => formatEnumLabel(contact.status) },
  { id: 'lifecycleStage', header: 'Lifecycle stage', cell: (contact) => formatEnumLabel(contact.lifecycleStage) },
  createdColumn<Contact>(),
];

/** `/contact`: the instance's contacts, newest first. */
export function ContactPage() {
  return (
    <ResourceListPage<Contact>
      title="Contacts"
      description="The people your campaigns reach out to, with their status and lifecycle stage."
      label="contacts"
      emptyTitle="No contacts yet"
      emptyText="Contacts you add, upload in a contact list or find with the AI prospector appear here."
      route={contactRoutes.list}
      columns={COLUMNS}
    />
  );
}
