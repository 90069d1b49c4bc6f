import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import type { TableProps } from '@cloudscape-design/components/table';
import { lazy, Suspense, useState } from 'react';

import { contactListRoutes } from '../../../../shared/api/routes';
import type { ContactList } from '../../../../shared/schemas/contact-list';
import { EMPTY_VALUE } from '../../app/format';
import { useSelectedNamespaceId } from '../../app/instance/use-instance';
import { createdColumn, ResourceListPage } from '../../components/resource-list/resource-list-page';
import { CONTACT_LIST_STRINGS as S, UPLOAD_STRINGS } from './strings';

// the upload (wizard, preview table, worker) loads when it is opened, not with the list
const UploadFlow = lazy(async () => ({ default: (await import('./upload-flow')).UploadFlow }));

const COLUMNS: TableProps.ColumnDefinition<ContactList>[] = [
  { id: 'name', header: S.columnName, cell: (item) => item.name, isRowHeader: true },
  { id: 'description', header: S.columnDescription, cell: (item) => item.description ?? EMPTY_VALUE },
  { id: 'contactCount', header: S.columnContacts, cell: (item) => item.contactCount.toLocaleString('en-US') },
  createdColumn<ContactList>(),
];

/** `/contact-list`: the instance's contact lists, and the upload of a CSV file of contacts into one. */
export function ContactListPage() {
  const namespaceId = useSelectedNamespaceId();
  const [uploading, setUploading] = useState(false);

  if (uploading) {
    return (
      <SpaceBetween size="l">
        <Header variant="h1" description={UPLOAD_STRINGS.stepFileDescription}>
          {UPLOAD_STRINGS.wizardLabel}
        </Header>
        <Suspense fallback={<Spinner size="large" />}>
          <UploadFlow namespaceId={namespaceId} onClose={() => setUploading(false)} />
        </Suspense>
      </SpaceBetween>
    );
  }

  return (
    <ResourceListPage<ContactList>
      title={S.title}
      description={S.description}
      label={S.label}
      emptyTitle={S.emptyTitle}
      emptyText={S.emptyText}
      route={contactListRoutes.list}
      columns={COLUMNS}
      actions={
        <Button variant="primary" iconName="upload" onClick={() => setUploading(true)}>
          {S.uploadButton}
        </Button>
      }
    />
  );
}
