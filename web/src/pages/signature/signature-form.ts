import { CreateSignatureInputSchema, UpdateSignatureInputSchema } from '../../../../shared/schemas/signature';
import type { ResourceForm } from '../../components/resource-page/form-model';
import { SIGNATURE_FIELDS as F } from './strings';

/** The add and edit form of a signature. */
export const SIGNATURE_FORM: ResourceForm = {
  fields: [
    { kind: 'text', name: 'name', ...F.name },
    { kind: 'textarea', name: 'content', rows: 6, ...F.content },
  ],
  createSchema: CreateSignatureInputSchema,
  updateSchema: UpdateSignatureInputSchema,
};
