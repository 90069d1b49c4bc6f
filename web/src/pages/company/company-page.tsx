import Link from '@cloudscape-design/components/link';
import type { TableProps } from '@cloudscape-design/components/table';

import { companyRoutes } from '../../../../shared/api/routes/company';
import type { Company } from '../../../../shared/schemas/company';
import { EMPTY_VALUE } from '../../app/format';
import { createdColumn, ResourcePage, type ResourcePageConfig } from '../../components/resource-page';
import { COMPANY_FORM } from './company-form';
import { COMPANY_FIELDS as F, COMPANY_TEXT } from './strings';

const COLUMNS: TableProps.ColumnDefinition<Company>[] = [
  { id: 'name', header: F.columns.name, cell: (item) => item.name, isRowHeader: true },
  {
    id: 'website',
    header: F.columns.website,
    cell: (item) =>
      item.website === undefined ? (
        EMPTY_VALUE
      ) : (
        <Link href={item.website} external>
          {item.website}
        </Link>
      ),
  },
  { id: 'description', header: F.columns.description, cell: (item) => item.description },
  createdColumn<Company>(),
];

const CONFIG: ResourcePageConfig<Company> = {
  text: COMPANY_TEXT,
  routes: companyRoutes,
  columns: COLUMNS,
  form: COMPANY_FORM,
  nameOf: (item) => item.name,
};

/** `/company`: the instance's companies, to add, change and delete. */
export function CompanyPage() {
  return <ResourcePage config={CONFIG} />;
}
