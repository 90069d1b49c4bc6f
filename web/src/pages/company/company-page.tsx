import type { TableProps } from '@cloudscape-design/components/table';

import { companyRoutes } from '../../../../shared/api/routes';
import type { Company } from '../../../../shared/schemas/company';
import { createdColumn, ResourceListPage } from '../../components/resource-list/resource-list-page';

const COLUMNS: TableProps.ColumnDefinition<Company>[] = [
  { id: 'name', header: 'Name', cell: (item) => item.name, isRowHeader: true },
  { id: 'description', header: 'Mission', cell: (item) => item.description },
  createdColumn<Company>(),
];

/** `/company`: the instance's companies. */
export function CompanyPage() {
  return (
    <ResourceListPage<Company>
      title={'Companies'}
      description={'Your company and the mission your emails are written from.'}
      label={'companies'}
      emptyTitle={'No companies yet'}
      emptyText={'Companies you describe appear here. Their mission is what every generated email builds on.'}
      route={companyRoutes.list}
      columns={COLUMNS}
    />
  );
}
