import * as entity from '../../schemas';
import { crud } from './crud';

export const companyRoutes = crud('company', 'company', {
  entity: entity.CompanySchema,
  create: entity.CreateCompanyInputSchema,
  update: entity.UpdateCompanyInputSchema,
});
