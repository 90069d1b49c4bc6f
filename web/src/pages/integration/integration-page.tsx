import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';

import {
  DEFAULT_INTEGRATION_OPTION_STATUSES,
  DEFAULT_INTEGRATION_STATUS,
  INTEGRATION_OPTION_NAMES,
  type IntegrationStatus,
  INTEGRATION_TYPES,
} from '../../../../shared/domain/integration';
import { formatEnumLabel } from '../../app/format';

const STATUS_LABELS: Readonly<Record<IntegrationStatus, string>> = {
  NOT_SETUP: 'Not set up',
  INACTIVE: 'Inactive',
  ACTIVE: 'Active',
};

const CRM_NAMES: Readonly<Record<(typeof INTEGRATION_TYPES)[number], string>> = {
  HUBSPOT: 'HubSpot',
  SALESFORCE: 'Salesforce',
};

/** `/integration`: the CRM integrations of the instance; both start not set up. */
export function IntegrationPage() {
  return (
    <SpaceBetween size="l">
      <Header variant="h1" description="Connect your CRM to read contacts from it and write back what your campaigns did.">
        Integrations
      </Header>
      <ColumnLayout columns={2}>
        {INTEGRATION_TYPES.map((type) => (
          <Container key={type} header={<Header variant="h2">{CRM_NAMES[type]}</Header>}>
            <SpaceBetween size="s">
              <StatusIndicator type="pending">{STATUS_LABELS[DEFAULT_INTEGRATION_STATUS]}</StatusIndicator>
              <Box variant="p">Connecting {CRM_NAMES[type]} will be offered here. Once connected, choose what it may do:</Box>
              <ul>
                {INTEGRATION_OPTION_NAMES.map((name) => (
                  <li key={name}>
                    {formatEnumLabel(name)} ({formatEnumLabel(DEFAULT_INTEGRATION_OPTION_STATUSES[name]).toLowerCase()} until you
                    turn it on)
                  </li>
                ))}
              </ul>
            </SpaceBetween>
          </Container>
        ))}
      </ColumnLayout>
    </SpaceBetween>
  );
}
