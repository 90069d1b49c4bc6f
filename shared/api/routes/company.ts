import { CompanySchema, CreateCompanyInputSchema, UpdateCompanyInputSchema } from '../../schemas/company';
import { crud } from './crud';

export const companyRoutes = crud('company', 'company', {
  entity: CompanySchema,
  create: CreateCompanyInputSchema,
  update: UpdateCompanyInputSchema,
});
