import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';

import { isTermsNotAccepted } from '../../api/client';
import { errorMessage } from '../../api/error-message';
import { PageLoading } from '../../app/page-loading';
import { ContactsTable } from './contacts-table';
import { WORKSPACE_STRINGS } from './strings';
import { TermsNotice } from './terms-notice';
import { useAuthenticate } from './use-authenticate';
import { useDefaultNamespace } from './use-default-namespace';

/** `/`: the signed-in rep's default instance and its contacts. */
export function WorkspacePage() {
  const account = useAuthenticate();

  if (account.isPending) return <PageLoading />;
  if (account.isError) {
    if (isTermsNotAccepted(account.error)) return <TermsNotice />;
    return (
      <Alert
        type="error"
        header={WORKSPACE_STRINGS.loadFailedHeader}
        action={<Button onClick={() => void account.refetch()}>{WORKSPACE_STRINGS.retry}</Button>}
      >
        {errorMessage(account.error)}
      </Alert>
    );
  }
  if (!account.data.user.termsAcceptedAt) return <TermsNotice />;
  return <Workspace namespaceId={account.data.defaultNamespaceId} />;
}

function Workspace({ namespaceId }: { namespaceId: string }) {
  return (
    <ContentLayout header={<InstanceHeader namespaceId={namespaceId} />}>
      <ContactsTable namespaceId={namespaceId} />
    </ContentLayout>
  );
}

function InstanceHeader({ namespaceId }: { namespaceId: string }) {
  const namespace = useDefaultNamespace(namespaceId);
  return (
    <SpaceBetween size="s">
      <Header variant="h1" description={WORKSPACE_STRINGS.instanceId(namespaceId)}>
        {namespace.data?.name ?? (namespace.isPending ? <Spinner /> : namespaceId)}
      </Header>
      {namespace.isError && <Alert type="error">{errorMessage(namespace.error)}</Alert>}
    </SpaceBetween>
  );
}
