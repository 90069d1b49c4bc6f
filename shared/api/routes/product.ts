import * as entity from '../../schemas';
import { crud } from './crud';

export const productRoutes = crud('product', 'product', {
  entity: entity.ProductSchema,
  create: entity.CreateProductInputSchema,
  update: entity.UpdateProductInputSchema,
});
