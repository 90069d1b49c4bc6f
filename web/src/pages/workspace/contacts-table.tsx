import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';

import type { Contact } from '../../../../shared/schemas/contact';
import { isTermsNotAccepted } from '../../api/client';
import { errorMessage } from '../../api/error-message';
import { formatDate, formatEnumLabel, formatPersonName } from '../../app/format';
import { WORKSPACE_STRINGS } from './strings';
import { TermsNotice } from './terms-notice';
import { useContacts } from './use-contacts';

const { columns } = WORKSPACE_STRINGS;

const COLUMN_DEFINITIONS: TableProps.ColumnDefinition<Contact>[] = [
  {
    id: 'name',
    header: columns.name,
    cell: (contact) => formatPersonName(contact.firstName, contact.lastName),
    isRowHeader: true,
  },
  { id: 'email', header: columns.email, cell: (contact) => contact.email },
  { id: 'jobTitle', header: columns.jobTitle, cell: (contact) => contact.jobTitle ?? '—' },
  { id: 'status', header: columns.status, cell: (contact) => formatEnumLabel(contact.status) },
  { id: 'lifecycleStage', header: columns.lifecycleStage, cell: (contact) => formatEnumLabel(contact.lifecycleStage) },
  { id: 'createdAt', header: columns.createdAt, cell: (contact) => formatDate(contact.createdAt) },
];

/** The instance's contacts, a page at a time with "Load more". */
export function ContactsTable({ namespaceId }: { namespaceId: string }) {
  const contacts = useContacts(namespaceId);

  if (isTermsNotAccepted(contacts.error)) return <TermsNotice />;
  if (contacts.isError && !contacts.data) {
    return (
      <Alert
        type="error"
        header={WORKSPACE_STRINGS.contactsFailedHeader}
        action={<Button onClick={() => void contacts.refetch()}>{WORKSPACE_STRINGS.retry}</Button>}
      >
        {errorMessage(contacts.error)}
      </Alert>
    );
  }

  const items = contacts.data?.pages.flatMap((page) => page.data.items) ?? [];
  const counter = contacts.data ? `(${items.length}${contacts.hasNextPage ? '+' : ''})` : undefined;

  return (
    <Table
      variant="container"
      header={
        <Header variant="h2" counter={counter}>
          {WORKSPACE_STRINGS.contactsHeader}
        </Header>
      }
      columnDefinitions={COLUMN_DEFINITIONS}
      items={items}
      trackBy="id"
      loading={contacts.isPending}
      loadingText={WORKSPACE_STRINGS.contactsLoading}
      empty={
        <Box textAlign="center" color="inherit">
          <b>{WORKSPACE_STRINGS.contactsEmpty}</b>
          <Box variant="p" color="inherit">
            {WORKSPACE_STRINGS.contactsEmptyHint}
          </Box>
        </Box>
      }
      footer={
        contacts.hasNextPage || contacts.isFetchNextPageError ? (
          <SpaceBetween size="s">
            {contacts.isFetchNextPageError && <Alert type="error">{errorMessage(contacts.error)}</Alert>}
            <Box textAlign="center">
              <Button loading={contacts.isFetchingNextPage} onClick={() => void contacts.fetchNextPage()}>
                {WORKSPACE_STRINGS.loadMore}
              </Button>
            </Box>
          </SpaceBetween>
        ) : undefined
      }
    />
  );
}
