import type { TableProps } from '@cloudscape-design/components/table';

import { productRoutes } from '../../../../shared/api/routes';
import type { Product } from '../../../../shared/schemas/product';
import { createdColumn, ResourceListPage } from '../../components/resource-list/resource-list-page';

const COLUMNS: TableProps.ColumnDefinition<Product>[] = [
  { id: 'name', header: 'Name', cell: (item) => item.name, isRowHeader: true },
  { id: 'description', header: 'Description', cell: (item) => item.description },
  createdColumn<Product>(),
];

/** `/product`: the instance's products and services. */
export function ProductPage() {
  return (
    <ResourceListPage<Product>
      title={'Products / Services'}
      description={'What you sell, and the achievements your emails can point to.'}
      label={'products and services'}
      emptyTitle={'No products or services yet'}
      emptyText={'Products and services you describe appear here, with the achievements that make them worth a reply.'}
      route={productRoutes.list}
      columns={COLUMNS}
    />
  );
}
