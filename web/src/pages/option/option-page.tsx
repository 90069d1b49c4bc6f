import Alert from '@cloudscape-design/components/alert';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useQuery } from '@tanstack/react-query';

import { namespaceRoutes } from '../../../../shared/api/routes';
import { OPTION_LABELS } from '../../../../shared/domain/option';
import { useApiClient } from '../../api/api-client-context';
import { errorMessage } from '../../api/error-message';
import { useSelectedNamespaceId } from '../../app/instance/use-instance';

/** `/option`: the automation options of the instance, as they stand (changing them comes with the options editor). */
export function OptionPage() {
  const namespaceId = useSelectedNamespaceId();
  const client = useApiClient();
  const options = useQuery({
    queryKey: ['namespace', 'options', namespaceId],
    queryFn: async ({ signal }) => (await client.call(namespaceRoutes.getOptions, { namespaceId, signal })).data.options,
  });
  return (
    <SpaceBetween size="l">
      <Header
        variant="h1"
        description="How this instance prospects, writes and sends on its own. Each option shows its default until it is changed."
      >
        Options
      </Header>
      {options.isError ? (
        <Alert type="error" header="The options could not be loaded">
          {errorMessage(options.error)}
        </Alert>
      ) : (
        <Table
          variant="container"
          header={<Header variant="h2">Automation</Header>}
          loading={options.isPending}
          loadingText="Loading options"
          items={options.data ?? []}
          trackBy="name"
          columnDefinitions={[
            { id: 'name', header: 'Option', cell: (option) => OPTION_LABELS[option.name], isRowHeader: true },
            {
              id: 'status',
              header: 'Status',
              cell: (option) =>
                option.status === 'ACTIVE' ? (
                  <StatusIndicator type="success">On</StatusIndicator>
                ) : (
                  <StatusIndicator type="stopped">Off</StatusIndicator>
                ),
            },
            { id: 'set', header: 'Set', cell: (option) => (option.isSet ? 'Changed' : 'Default') },
          ]}
        />
      )}
    </SpaceBetween>
  );
}
