import type * as z from './zod';

import {
  DESCRIPTION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  inputObject,
  optionalField,
  requiredText,
  tenantEntity,
  updateInputObject,
  urlField,
} from './common';

const companyInputShape = {
  name: requiredText('Name', NAME_MAX_LENGTH),
  website: optionalField('Website', urlField('Website')),
  /** The company's mission, used when writing emails. */
  description: requiredText('Description of your mission', DESCRIPTION_MAX_LENGTH),
};

export const CompanySchema = tenantEntity(companyInputShape);
export const CreateCompanyInputSchema = inputObject('Company', companyInputShape);
export const UpdateCompanyInputSchema = updateInputObject('Company', companyInputShape);

export type Company = z.infer<typeof CompanySchema>;
export type CreateCompanyInput = z.infer<typeof CreateCompanyInputSchema>;
export type UpdateCompanyInput = z.infer<typeof UpdateCompanyInputSchema>;
