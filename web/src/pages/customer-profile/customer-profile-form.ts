import { personaRoutes } from '../../../../shared/api/routes/persona';
import { BUSINESS_MODELS, REVENUE_SIZES } from '../../../../shared/domain/audience';
import { CreateCustomerProfileInputSchema, UpdateCustomerProfileInputSchema } from '../../../../shared/schemas/customer-profile';
import type { ResourceForm } from '../../components/resource-page/form-model';
import { CUSTOMER_PROFILE_FIELDS as F } from './strings';

/** The add and edit form of a customer profile. */
export const CUSTOMER_PROFILE_FORM: ResourceForm = {
  fields: [
    { kind: 'text', name: 'name', ...F.name },
    { kind: 'textarea', name: 'description', optional: true, rows: 3, ...F.description },
    { kind: 'select', name: 'revenueSize', optional: true, options: REVENUE_SIZES, ...F.revenueSize },
    {
      kind: 'select',
      name: 'businessModel',
      optional: true,
      options: BUSINESS_MODELS,
      labels: { B2B: 'B2B', B2C: 'B2C', C2C: 'C2C' },
      ...F.businessModel,
    },
    { kind: 'list', name: 'jobTitles', optional: true, rows: 4, ...F.jobTitles },
    { kind: 'list', name: 'industries', optional: true, rows: 3, ...F.industries },
    {
      kind: 'resource',
      name: 'personaId',
      optional: true,
      adminOnly: true,
      listRoute: personaRoutes.list,
      labelField: 'name',
      resourceLabel: 'personas',
      ...F.personaId,
    },
  ],
  createSchema: CreateCustomerProfileInputSchema,
  updateSchema: UpdateCustomerProfileInputSchema,
};
