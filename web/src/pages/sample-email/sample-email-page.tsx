import type { TableProps } from '@cloudscape-design/components/table';

import { sampleEmailRoutes } from '../../../../shared/api/routes';
import type { SampleEmail } from '../../../../shared/schemas/sample-email';
import { createdColumn, ResourceListPage } from '../../components/resource-list/resource-list-page';

const COLUMNS: TableProps.ColumnDefinition<SampleEmail>[] = [
  { id: 'name', header: 'Name', cell: (item) => item.name, isRowHeader: true },
  { id: 'subject', header: 'Subject', cell: (item) => item.subject },
  createdColumn<SampleEmail>(),
];

/** `/sample-email`: the instance's sample emails. */
export function SampleEmailPage() {
  return (
    <ResourceListPage<SampleEmail>
      title={'Sample Emails'}
      description={'Emails written in your voice, for generated emails to follow.'}
      label={'sample emails'}
      emptyTitle={'No sample emails yet'}
      emptyText={'Sample emails you add appear here. Campaigns can follow up to a few of them for tone and length.'}
      route={sampleEmailRoutes.list}
      columns={COLUMNS}
    />
  );
}
