import type * as z from './zod';

import {
  DESCRIPTION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  inputObject,
  optionalId,
  optionalText,
  requiredText,
  tenantEntity,
  updateInputObject,
} from './common';

const productInputShape = {
  name: requiredText('Name', NAME_MAX_LENGTH),
  description: requiredText('Description', DESCRIPTION_MAX_LENGTH),
  achievements: optionalText('Achievements', DESCRIPTION_MAX_LENGTH),
  companyId: optionalId('Company ID'),
};

export const ProductSchema = tenantEntity(productInputShape);
export const CreateProductInputSchema = inputObject('Product', productInputShape);
export const UpdateProductInputSchema = updateInputObject('Product', productInputShape);

export type Product = z.infer<typeof ProductSchema>;
export type CreateProductInput = z.infer<typeof CreateProductInputSchema>;
export type UpdateProductInput = z.infer<typeof UpdateProductInputSchema>;
