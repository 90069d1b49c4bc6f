import { CreateCompanyInputSchema, UpdateCompanyInputSchema } from '../../../../shared/schemas/company';
import type { ResourceForm } from '../../components/resource-page/form-model';
import { COMPANY_FIELDS as F } from './strings';

/** The add and edit form of a company. */
export const COMPANY_FORM: ResourceForm = {
  fields: [
    { kind: 'text', name: 'name', ...F.name },
    { kind: 'url', name: 'website', optional: true, ...F.website },
    { kind: 'textarea', name: 'description', rows: 5, ...F.description },
  ],
  createSchema: CreateCompanyInputSchema,
  updateSchema: UpdateCompanyInputSchema,
};
