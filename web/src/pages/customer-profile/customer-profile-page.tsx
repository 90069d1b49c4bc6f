import type { TableProps } from '@cloudscape-design/components/table';

import { customerProfileRoutes } from '../../../../shared/api/routes/customer-profile';
import type { CustomerProfile } from '../../../../shared/schemas/customer-profile';
import { EMPTY_VALUE, formatEnumLabel } from '../../app/format';
import { createdColumn, ResourcePage, type ResourcePageConfig } from '../../components/resource-page';
import { CUSTOMER_PROFILE_FORM } from './customer-profile-form';
import { CUSTOMER_PROFILE_FIELDS as F, CUSTOMER_PROFILE_TEXT } from './strings';

const COLUMNS: TableProps.ColumnDefinition<CustomerProfile>[] = [
  { id: 'name', header: F.columns.name, cell: (item) => item.name, isRowHeader: true },
  { id: 'description', header: F.columns.description, cell: (item) => item.description ?? EMPTY_VALUE },
  {
    id: 'revenueSize',
    header: F.columns.revenueSize,
    cell: (item) => (item.revenueSize === undefined ? EMPTY_VALUE : formatEnumLabel(item.revenueSize)),
  },
  { id: 'businessModel', header: F.columns.businessModel, cell: (item) => item.businessModel ?? EMPTY_VALUE },
  {
    id: 'jobTitles',
    header: F.columns.jobTitles,
    cell: (item) => (item.jobTitles === undefined || item.jobTitles.length === 0 ? EMPTY_VALUE : item.jobTitles.join(', ')),
  },
  createdColumn<CustomerProfile>(),
];

const CONFIG: ResourcePageConfig<CustomerProfile> = {
  text: CUSTOMER_PROFILE_TEXT,
  routes: customerProfileRoutes,
  columns: COLUMNS,
  form: CUSTOMER_PROFILE_FORM,
  nameOf: (item) => item.name,
};

/** `/customer-profile`: the instance's customer profiles, to add, change and delete. */
export function CustomerProfilePage() {
  return <ResourcePage config={CONFIG} />;
}
