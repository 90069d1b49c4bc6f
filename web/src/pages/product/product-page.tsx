import type { TableProps } from '@cloudscape-design/components/table';

import { companyRoutes } from '../../../../shared/api/routes/company';
import { productRoutes } from '../../../../shared/api/routes/product';
import type { Product } from '../../../../shared/schemas/product';
import { createdColumn, ResourcePage, type ResourcePageConfig } from '../../components/resource-page';
import { ResourceName } from '../../components/resource-page/resource-name';
import { PRODUCT_FORM } from './product-form';
import { PRODUCT_FIELDS as F, PRODUCT_TEXT } from './strings';

const COLUMNS: TableProps.ColumnDefinition<Product>[] = [
  { id: 'name', header: F.columns.name, cell: (item) => item.name, isRowHeader: true },
  { id: 'description', header: F.columns.description, cell: (item) => item.description },
  {
    id: 'company',
    header: F.columns.company,
    cell: (item) => <ResourceName listRoute={companyRoutes.list} labelField="name" id={item.companyId} />,
  },
  createdColumn<Product>(),
];

const CONFIG: ResourcePageConfig<Product> = {
  text: PRODUCT_TEXT,
  routes: productRoutes,
  columns: COLUMNS,
  form: PRODUCT_FORM,
  nameOf: (item) => item.name,
};

/** `/product`: the instance's products and services, to add, change and delete. */
export function ProductPage() {
  return <ResourcePage config={CONFIG} />;
}
