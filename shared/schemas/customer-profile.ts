import * as z from './zod';

import { BusinessModelSchema, RevenueSizeSchema } from '../domain';
import {
  DESCRIPTION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  arrayField,
  enumField,
  inputObject,
  optionalId,
  optionalText,
  requiredText,
  tenantEntity,
  updateInputObject,
} from './common';

export const MAX_CUSTOMER_PROFILE_JOB_TITLES = 20;
export const MAX_CUSTOMER_PROFILE_INDUSTRIES = 20;

const customerProfileInputShape = {
  name: requiredText('Name', NAME_MAX_LENGTH),
  description: optionalText('Description', DESCRIPTION_MAX_LENGTH),
  revenueSize: z.optional(enumField(RevenueSizeSchema, 'Revenue size')),
  businessModel: z.optional(enumField(BusinessModelSchema, 'Business model')),
  jobTitles: z.optional(
    arrayField('Job titles', requiredText('Job title', NAME_MAX_LENGTH)).check(
      z.maxLength(MAX_CUSTOMER_PROFILE_JOB_TITLES, `Add at most ${MAX_CUSTOMER_PROFILE_JOB_TITLES} job titles.`),
    ),
  ),
  industries: z.optional(
    arrayField('Industries', requiredText('Industry', NAME_MAX_LENGTH)).check(
      z.maxLength(MAX_CUSTOMER_PROFILE_INDUSTRIES, `Add at most ${MAX_CUSTOMER_PROFILE_INDUSTRIES} industries.`),
    ),
  ),
  personaId: optionalId('Persona ID'),
};

/** Who a campaign reaches out to (the audience). */
export const CustomerProfileSchema = tenantEntity(customerProfileInputShape);
export const CreateCustomerProfileInputSchema = inputObject('Customer profile', customerProfileInputShape);
export const UpdateCustomerProfileInputSchema = updateInputObject('Customer profile', customerProfileInputShape);

export type CustomerProfile = z.infer<typeof CustomerProfileSchema>;
export type CreateCustomerProfileInput = z.infer<typeof CreateCustomerProfileInputSchema>;
export type UpdateCustomerProfileInput = z.infer<typeof UpdateCustomerProfileInputSchema>;
