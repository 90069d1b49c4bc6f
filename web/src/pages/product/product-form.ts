import { companyRoutes } from '../../../../shared/api/routes/company';
import { CreateProductInputSchema, UpdateProductInputSchema } from '../../../../shared/schemas/product';
import type { ResourceForm } from '../../components/resource-page/form-model';
import { PRODUCT_FIELDS as F } from './strings';

/** The add and edit form of a product or service. */
export const PRODUCT_FORM: ResourceForm = {
  fields: [
    { kind: 'text', name: 'name', ...F.name },
    { kind: 'textarea', name: 'description', rows: 4, ...F.description },
    { kind: 'textarea', name: 'achievements', optional: true, rows: 3, ...F.achievements },
    {
      kind: 'resource',
      name: 'companyId',
      optional: true,
      listRoute: companyRoutes.list,
      labelField: 'name',
      resourceLabel: 'companies',
      ...F.companyId,
    },
  ],
  createSchema: CreateProductInputSchema,
  updateSchema: UpdateProductInputSchema,
};
