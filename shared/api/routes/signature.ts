import { CreateSignatureInputSchema, SignatureSchema, UpdateSignatureInputSchema } from '../../schemas/signature';
import { crud } from './crud';

export const signatureRoutes = crud('signature', 'signature', {
  entity: SignatureSchema,
  create: CreateSignatureInputSchema,
  update: UpdateSignatureInputSchema,
});
