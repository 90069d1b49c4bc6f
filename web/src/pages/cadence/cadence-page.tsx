import type { TableProps } from '@cloudscape-design/components/table';

import { cadenceRoutes } from '../../../../shared/api/routes';
import type { Cadence } from '../../../../shared/schemas/cadence';
import { createdColumn, ResourceListPage } from '../../components/resource-list/resource-list-page';

const COLUMNS: TableProps.ColumnDefinition<Cadence>[] = [
  { id: 'name', header: 'Name', cell: (item) => item.name, isRowHeader: true },
  { id: 'steps', header: 'Steps', cell: (item) => String(item.steps.length) },
  createdColumn<Cadence>(),
];

/** `/cadence`: the instance's cadences. */
export function CadencePage() {
  return (
    <ResourceListPage<Cadence>
      title={'Cadences'}
      description={'Follow-up sequences: when to send the next email and what to do after a reply.'}
      label={'cadences'}
      emptyTitle={'No cadences yet'}
      emptyText={
        'Cadences you create appear here. Each one lists its steps: the first email, the follow-ups after 3 and 7 days without a reply, and what happens when someone answers.'
      }
      route={cadenceRoutes.list}
      columns={COLUMNS}
    />
  );
}
