import {
  CreateCustomerProfileInputSchema,
  CustomerProfileSchema,
  UpdateCustomerProfileInputSchema,
} from '../../schemas/customer-profile';
import { crud } from './crud';

export const customerProfileRoutes = crud('customer-profile', 'customer profile', {
  entity: CustomerProfileSchema,
  create: CreateCustomerProfileInputSchema,
  update: UpdateCustomerProfileInputSchema,
});
