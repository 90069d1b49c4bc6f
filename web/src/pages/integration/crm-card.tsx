import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import Toggle from '@cloudscape-design/components/toggle';
import type { ReactNode } from 'react';

import {
  DEFAULT_INTEGRATION_OPTION_STATUSES,
  INTEGRATION_OPTION_NAMES,
  type IntegrationStatus,
} from '../../../../shared/domain/integration';
import { useAlerts } from '../../app/app-services';
import { formatDate } from '../../app/format';
import { cardActions, type IntegrationView } from './integration-view';
import {
  CRM_DESCRIPTIONS,
  CRM_METHOD_LABELS,
  CRM_NAMES,
  INTEGRATION_OPTION_EXPLANATIONS,
  INTEGRATION_OPTION_LABELS,
  INTEGRATION_STATUS_LABELS,
  INTEGRATION_STRINGS as S,
} from './strings';
import { useUpdateIntegration } from './use-integrations';

const STATUS_TYPES: Readonly<Record<IntegrationStatus, StatusIndicatorProps.Type>> = {
  NOT_SETUP: 'stopped',
  INACTIVE: 'stopped',
  ACTIVE: 'success',
};

interface CrmCardProps {
  readonly namespaceId: string;
  readonly integration: IntegrationView;
  /** the caller manages the instance: the actions are theirs */
  readonly manages: boolean;
  /** the OAuth sign-in of this CRM is being started */
  readonly starting: boolean;
  readonly onConnect: () => void;
  readonly onPrivateApp: () => void;
  readonly onDisconnect: () => void;
  /** where a connected CRM's import panel goes */
  readonly importPanel?: ReactNode;
}

/** One CRM: its status, connection and account, what it may do, and the actions the caller may take. */
export function CrmCard({
  namespaceId,
  integration,
  manages,
  starting,
  onConnect,
  onPrivateApp,
  onDisconnect,
  importPanel,
}: CrmCardProps) {
  const crm = CRM_NAMES[integration.type];
  const actions = cardActions(integration, manages);
  const update = useUpdateIntegration(namespaceId);
  const alerts = useAlerts();
  const change = (changes: Parameters<typeof update.mutate>[0]['changes']) =>
    update.mutate({ type: integration.type, changes }, { onError: (error) => alerts.reportError(error) });

  return (
    <Container
      header={
        <Header
          variant="h2"
          description={CRM_DESCRIPTIONS[integration.type]}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              {actions.privateApp && <Button onClick={onPrivateApp}>{S.usePrivateApp}</Button>}
              {actions.oauth && (
                <Button variant="primary" loading={starting} onClick={onConnect}>
                  {actions.reconnect ? S.reconnect : S.connectOAuth(crm)}
                </Button>
              )}
              {actions.pause && (
                <Button loading={update.isPending} onClick={() => change({ status: 'INACTIVE' })}>
                  {S.pause}
                </Button>
              )}
              {actions.resume && (
                <Button loading={update.isPending} onClick={() => change({ status: 'ACTIVE' })}>
                  {S.resume}
                </Button>
              )}
              {actions.disconnect && <Button onClick={onDisconnect}>{S.disconnect}</Button>}
            </SpaceBetween>
          }
        >
          {crm}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {integration.connection?.state === 'ERROR' && (
          <Alert type="error" header={S.errorHeader(crm)}>
            {integration.connection.reason}
          </Alert>
        )}
        {manages && !integration.oauthAvailable && !integration.method && integration.type === 'SALESFORCE' && (
          <Box color="text-status-inactive">{S.oauthUnavailable(crm)}</Box>
        )}
        <KeyValuePairs columns={2} items={details(integration)} />
        <SpaceBetween size="s">
          <Box variant="h3">{S.optionsHeader}</Box>
          {INTEGRATION_OPTION_NAMES.map((name) => {
            const status = integration.options[name] ?? DEFAULT_INTEGRATION_OPTION_STATUSES[name];
            const explanation = INTEGRATION_OPTION_EXPLANATIONS[name](crm);
            return (
              <Toggle
                key={name}
                checked={status === 'ACTIVE'}
                disabled={!actions.options || update.isPending}
                onChange={({ detail }) => change({ options: { [name]: detail.checked ? 'ACTIVE' : 'INACTIVE' } })}
                description={integration.method ? explanation : `${explanation} ${S.optionsInactive(crm)}`}
              >
                {INTEGRATION_OPTION_LABELS[name]}
              </Toggle>
            );
          })}
        </SpaceBetween>
        {integration.method && integration.connection?.state === 'CONNECTED' && importPanel && (
          <section aria-label={S.importPanelHeader}>{importPanel}</section>
        )}
      </SpaceBetween>
    </Container>
  );
}

/** The card's facts: status, connection, account, method, and who connected it when. */
function details(integration: IntegrationView) {
  const connection = integration.connection;
  return [
    {
      label: S.statusLabel,
      value: (
        <StatusIndicator type={STATUS_TYPES[integration.status]}>{INTEGRATION_STATUS_LABELS[integration.status]}</StatusIndicator>
      ),
    },
    {
      label: S.connectionLabel,
      value: connection ? (
        <StatusIndicator type={connection.state === 'CONNECTED' ? 'success' : 'error'}>
          {connection.state === 'CONNECTED' ? 'Connected' : 'Error'}
        </StatusIndicator>
      ) : (
        S.notConnected
      ),
    },
    ...(integration.account ? [{ label: S.accountLabel, value: `${integration.account.name} (${integration.account.id})` }] : []),
    ...(integration.method ? [{ label: S.methodLabel, value: CRM_METHOD_LABELS[integration.method] }] : []),
    ...(integration.connectedAt
      ? [
          {
            label: S.connectedLabel,
            value: S.connectedByAt(integration.connectedBy ?? '—', formatDate(integration.connectedAt)),
          },
        ]
      : []),
  ];
}
