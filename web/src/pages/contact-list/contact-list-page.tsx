import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import type { TableProps } from '@cloudscape-design/components/table';
import { lazy, Suspense, useState } from 'react';

import { contactListRoutes } from '../../../../shared/api/routes/contact-list';
import type { ContactList } from '../../../../shared/schemas/contact-list';
import { EMPTY_VALUE } from '../../app/format';
import { useSelectedNamespaceId } from '../../app/instance/use-instance';
import { createdColumn, ResourcePage, type ResourcePageConfig } from '../../components/resource-page';
import { CONTACT_LIST_FORM } from './contact-list-form';
import { CONTACT_LIST_FIELDS as F, CONTACT_LIST_TEXT, UPLOAD_STRINGS } from './strings';

// the upload (wizard, preview table, worker) loads when it is opened, not with the list
const UploadFlow = lazy(async () => ({ default: (await import('./upload-flow')).UploadFlow }));

const COLUMNS: TableProps.ColumnDefinition<ContactList>[] = [
  { id: 'name', header: F.columns.name, cell: (item) => item.name, isRowHeader: true },
  { id: 'description', header: F.columns.description, cell: (item) => item.description ?? EMPTY_VALUE },
  { id: 'contactCount', header: F.columns.contactCount, cell: (item) => item.contactCount.toLocaleString('en-US') },
  createdColumn<ContactList>(),
];

const CONFIG: ResourcePageConfig<ContactList> = {
  text: CONTACT_LIST_TEXT,
  routes: contactListRoutes,
  columns: COLUMNS,
  form: CONTACT_LIST_FORM,
  nameOf: (item) => item.name,
};

/** `/contact-list`: the instance's contact lists, and the upload of a CSV file of contacts into one. */
export function ContactListPage() {
  const namespaceId = useSelectedNamespaceId();
  const [uploading, setUploading] = useState(false);

  if (uploading) {
    return (
      <SpaceBetween size="l">
        <Header variant="h1" description={UPLOAD_STRINGS.pageDescription}>
          {UPLOAD_STRINGS.wizardLabel}
        </Header>
        <Suspense fallback={<Spinner size="large" />}>
          <UploadFlow namespaceId={namespaceId} onClose={() => setUploading(false)} />
        </Suspense>
      </SpaceBetween>
    );
  }

  return (
    <ResourcePage
      config={CONFIG}
      extraActions={
        <Button iconName="upload" onClick={() => setUploading(true)}>
          {F.uploadButton}
        </Button>
      }
    />
  );
}
