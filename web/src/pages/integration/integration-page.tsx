import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Container from '@cloudscape-design/components/container';
import { useState } from 'react';

import { managesInstance } from '../../../../shared/domain/role';
import type { IntegrationType } from '../../../../shared/domain/integration';
import { errorMessage } from '../../api/error-message';
import { useRole } from '../../app/account/use-account-queries';
import { useAlerts } from '../../app/app-services';
import { useSelectedNamespaceId } from '../../app/instance/use-instance';
import { ConfirmModal } from '../../components/confirm-modal';
import { CrmCard } from './crm-card';
import { CrmImportPanel } from './crm-import-panel';
import { CrmOutboxPanel } from './crm-outbox-panel';
import { bothCrms } from './integration-view';
import { PrivateAppModal } from './private-app-modal';
import { CRM_NAMES, INTEGRATION_STRINGS as S } from './strings';
import { useDisconnectIntegration, useIntegrations, useStartCrmSignIn } from './use-integrations';

/**
 * `/integration`: the CRM integrations of the instance. Each CRM has a card with its status,
 * connection and account; managers connect it (OAuth, or HubSpot's private-app token), pause or
 * resume it, switch its options and disconnect it (after a confirmation). Members read.
 */
export function IntegrationPage() {
  const namespaceId = useSelectedNamespaceId();
  const integrations = useIntegrations(namespaceId);
  const role = useRole(namespaceId);
  const manages = role !== undefined && managesInstance(role);
  const alerts = useAlerts();
  const start = useStartCrmSignIn(namespaceId);
  const disconnect = useDisconnectIntegration(namespaceId);
  const [privateApp, setPrivateApp] = useState(false);
  const [disconnecting, setDisconnecting] = useState<IntegrationType | undefined>(undefined);

  let content;
  if (integrations.isError) {
    content = (
      <Alert
        type="error"
        header={S.loadFailedHeader}
        action={<Button onClick={() => void integrations.refetch()}>{S.retry}</Button>}
      >
        {errorMessage(integrations.error)}
      </Alert>
    );
  } else if (integrations.isPending) {
    content = (
      <Container>
        <Box textAlign="center" padding={{ vertical: 'l' }} color="text-status-inactive">
          <SpaceBetween size="xs" direction="horizontal" alignItems="center">
            <Spinner />
            <span role="status">{S.loading}</span>
          </SpaceBetween>
        </Box>
      </Container>
    );
  } else {
    content = (
      <ColumnLayout columns={2}>
        {bothCrms(integrations.data).map((integration) => (
          <CrmCard
            key={integration.type}
            namespaceId={namespaceId}
            integration={integration}
            manages={manages}
            starting={start.isPending && start.variables === integration.type}
            onConnect={() => start.mutate(integration.type, { onError: (error) => alerts.reportError(error) })}
            onPrivateApp={() => setPrivateApp(true)}
            onDisconnect={() => setDisconnecting(integration.type)}
            importPanel={
              <>
                <CrmImportPanel type={integration.type} />
                <CrmOutboxPanel
                  namespaceId={namespaceId}
                  type={integration.type}
                  crm={CRM_NAMES[integration.type]}
                  manages={manages}
                />
              </>
            }
          />
        ))}
      </ColumnLayout>
    );
  }

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={S.description}>
          {S.title}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {role !== undefined && !manages && <Alert type="info">{S.managersOnly}</Alert>}
        {content}
      </SpaceBetween>
      {privateApp && <PrivateAppModal namespaceId={namespaceId} onClose={() => setPrivateApp(false)} />}
      {disconnecting && (
        <ConfirmModal
          header={S.disconnectHeader(CRM_NAMES[disconnecting])}
          confirm={S.disconnectConfirm}
          dismiss={S.cancel}
          busy={disconnect.isPending}
          onDismiss={() => setDisconnecting(undefined)}
          onConfirm={() =>
            disconnect.mutate(disconnecting, {
              onSuccess: () => alerts.add({ type: 'success', message: S.disconnected(CRM_NAMES[disconnecting]) }),
              onError: (error) => alerts.reportError(error),
              onSettled: () => setDisconnecting(undefined),
            })
          }
        >
          <Box>{S.disconnectBody(CRM_NAMES[disconnecting])}</Box>
        </ConfirmModal>
      )}
    </ContentLayout>
  );
}
