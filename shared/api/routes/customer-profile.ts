import * as entity from '../../schemas';
import { crud } from './crud';

export const customerProfileRoutes = crud('customer-profile', 'customer profile', {
  entity: entity.CustomerProfileSchema,
  create: entity.CreateCustomerProfileInputSchema,
  update: entity.UpdateCustomerProfileInputSchema,
});
