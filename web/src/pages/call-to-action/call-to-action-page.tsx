import type { TableProps } from '@cloudscape-design/components/table';

import { callToActionRoutes } from '../../../../shared/api/routes';
import type { CallToAction } from '../../../../shared/schemas/call-to-action';
import { EMPTY_VALUE } from '../../app/format';
import { createdColumn, ResourceListPage } from '../../components/resource-list/resource-list-page';

const COLUMNS: TableProps.ColumnDefinition<CallToAction>[] = [
  { id: 'objective', header: 'Objective', cell: (item) => item.objective, isRowHeader: true },
  { id: 'description', header: 'Description', cell: (item) => item.description ?? EMPTY_VALUE },
  { id: 'url', header: 'Link', cell: (item) => item.url ?? EMPTY_VALUE },
  createdColumn<CallToAction>(),
];

/** `/call-to-action`: the instance's calls to action. */
export function CallToActionPage() {
  return (
    <ResourceListPage<CallToAction>
      title={'Calls To Action'}
      description={'What each email asks the reader to do, such as booking a demo meeting.'}
      label={'calls to action'}
      emptyTitle={'No calls to action yet'}
      emptyText={'Calls to action you create appear here, with their objective and the link the email points to.'}
      route={callToActionRoutes.list}
      columns={COLUMNS}
    />
  );
}
