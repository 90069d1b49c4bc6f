import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import Toggle from '@cloudscape-design/components/toggle';

import {
  DEFAULT_INTEGRATION_OPTION_STATUSES,
  DEFAULT_INTEGRATION_STATUS,
  INTEGRATION_OPTION_NAMES,
  INTEGRATION_TYPES,
  type IntegrationStatus,
  type IntegrationType,
} from '../../../../shared/domain/integration';
import type { OptionStatus } from '../../../../shared/domain/option';
import { errorMessage } from '../../api/error-message';
import { useSelectedNamespaceId } from '../../app/instance/use-instance';
import {
  CRM_DESCRIPTIONS,
  CRM_NAMES,
  INTEGRATION_OPTION_EXPLANATIONS,
  INTEGRATION_OPTION_LABELS,
  INTEGRATION_STATUS_LABELS,
  INTEGRATION_STRINGS as S,
} from './strings';
import { useIntegrations } from './use-integrations';

const STATUS_TYPES: Readonly<Record<IntegrationStatus, StatusIndicatorProps.Type>> = {
  NOT_SETUP: 'stopped',
  INACTIVE: 'stopped',
  ACTIVE: 'success',
};

interface IntegrationView {
  readonly type: IntegrationType;
  readonly status: IntegrationStatus;
  readonly options: Partial<Record<string, OptionStatus>>;
}

/** Both CRMs, in their order, as the server answered them (a type it left out reads as never set up). */
function bothCrms(answered: readonly IntegrationView[]): IntegrationView[] {
  return INTEGRATION_TYPES.map(
    (type) =>
      answered.find((integration) => integration.type === type) ?? {
        type,
        status: DEFAULT_INTEGRATION_STATUS,
        options: DEFAULT_INTEGRATION_OPTION_STATUSES,
      },
  );
}

/**
 * `/integration`: the CRM integrations of the instance. Connecting comes in a later version, so
 * each CRM shows its status and what it will be able to do, with nothing to click yet.
 */
export function IntegrationPage() {
  const namespaceId = useSelectedNamespaceId();
  const integrations = useIntegrations(namespaceId);

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
            <span>{S.loading}</span>
          </SpaceBetween>
        </Box>
      </Container>
    );
  } else {
    content = (
      <ColumnLayout columns={2}>
        {bothCrms(integrations.data).map((integration) => (
          <CrmCard key={integration.type} integration={integration} />
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
        <Alert type="info" header={S.notAvailableHeader}>
          {S.notAvailableBody}
        </Alert>
        {content}
      </SpaceBetween>
    </ContentLayout>
  );
}

function CrmCard({ integration }: { integration: IntegrationView }) {
  const crm = CRM_NAMES[integration.type];
  return (
    <Container
      header={
        <Header variant="h2" description={CRM_DESCRIPTIONS[integration.type]}>
          {crm}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <KeyValuePairs
          items={[
            {
              label: S.statusLabel,
              value: (
                <StatusIndicator type={STATUS_TYPES[integration.status]}>
                  {INTEGRATION_STATUS_LABELS[integration.status]}
                </StatusIndicator>
              ),
            },
          ]}
        />
        <SpaceBetween size="s">
          <Box variant="h3">{S.optionsHeader}</Box>
          {INTEGRATION_OPTION_NAMES.map((name) => {
            const status = integration.options[name] ?? DEFAULT_INTEGRATION_OPTION_STATUSES[name];
            return (
              <Toggle
                key={name}
                checked={status === 'ACTIVE'}
                disabled
                description={`${INTEGRATION_OPTION_EXPLANATIONS[name](crm)} ${S.optionsInactive(crm)}`}
              >
                {INTEGRATION_OPTION_LABELS[name]}
              </Toggle>
            );
          })}
        </SpaceBetween>
      </SpaceBetween>
    </Container>
  );
}
