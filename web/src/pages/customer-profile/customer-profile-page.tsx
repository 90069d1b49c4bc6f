import type { TableProps } from '@cloudscape-design/components/table';

import { customerProfileRoutes } from '../../../../shared/api/routes';
import type { CustomerProfile } from '../../../../shared/schemas/customer-profile';
import { EMPTY_VALUE } from '../../app/format';
import { createdColumn, ResourceListPage } from '../../components/resource-list/resource-list-page';

const COLUMNS: TableProps.ColumnDefinition<CustomerProfile>[] = [
  { id: 'name', header: 'Name', cell: (item) => item.name, isRowHeader: true },
  { id: 'description', header: 'Description', cell: (item) => item.description ?? EMPTY_VALUE },
  createdColumn<CustomerProfile>(),
];

/** `/customer-profile`: the instance's customer profiles. */
export function CustomerProfilePage() {
  return (
    <ResourceListPage<CustomerProfile>
      title={'Customer Profiles'}
      description={'The audiences you sell to: their size, business model and needs.'}
      label={'customer profiles'}
      emptyTitle={'No customer profiles yet'}
      emptyText={'Customer profiles you create appear here. Campaigns use them to pick the angle of each email.'}
      route={customerProfileRoutes.list}
      columns={COLUMNS}
    />
  );
}
