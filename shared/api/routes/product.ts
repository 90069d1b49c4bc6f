import { CreateProductInputSchema, ProductSchema, UpdateProductInputSchema } from '../../schemas/product';
import { crud } from './crud';

export const productRoutes = crud('product', 'product', {
  entity: ProductSchema,
  create: CreateProductInputSchema,
  update: UpdateProductInputSchema,
});
