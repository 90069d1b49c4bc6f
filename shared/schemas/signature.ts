import type * as z from './zod';

import { DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH, inputObject, requiredText, tenantEntity, updateInputObject } from './common';

const signatureInputShape = {
  name: requiredText('Name', NAME_MAX_LENGTH),
  /** HTML placed at the end of emails. */
  content: requiredText('Signature content', DESCRIPTION_MAX_LENGTH),
};

export const SignatureSchema = tenantEntity(signatureInputShape);
export const CreateSignatureInputSchema = inputObject('Signature', signatureInputShape);
export const UpdateSignatureInputSchema = updateInputObject('Signature', signatureInputShape);

export type Signature = z.infer<typeof SignatureSchema>;
export type CreateSignatureInput = z.infer<typeof CreateSignatureInputSchema>;
export type UpdateSignatureInput = z.infer<typeof UpdateSignatureInputSchema>;
