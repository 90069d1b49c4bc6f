import type { TableProps } from '@cloudscape-design/components/table';

import { contactListRoutes } from '../../../../shared/api/routes';
import type { ContactList } from '../../../../shared/schemas/contact-list';
import { EMPTY_VALUE } from '../../app/format';
import { createdColumn, ResourceListPage } from '../../components/resource-list/resource-list-page';

const COLUMNS: TableProps.ColumnDefinition<ContactList>[] = [
  { id: 'name', header: 'Name', cell: (item) => item.name, isRowHeader: true },
  { id: 'description', header: 'Description', cell: (item) => item.description ?? EMPTY_VALUE },
  createdColumn<ContactList>(),
];

/** `/contact-list`: the instance's contact lists. */
export function ContactListPage() {
  return (
    <ResourceListPage<ContactList>
      title={'Contact Lists'}
      description={'Lists of contacts to reach out to, uploaded or gathered by the prospector.'}
      label={'contact lists'}
      emptyTitle={'No contact lists yet'}
      emptyText={
        'Contact lists appear here once you upload one. Rows with errors, such as free-mail addresses or duplicates, must be resolved before a list is saved.'
      }
      route={contactListRoutes.list}
      columns={COLUMNS}
    />
  );
}
