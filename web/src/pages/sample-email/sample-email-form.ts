import { CreateSampleEmailInputSchema, UpdateSampleEmailInputSchema } from '../../../../shared/schemas/sample-email';
import type { ResourceForm } from '../../components/resource-page/form-model';
import { SAMPLE_EMAIL_FIELDS as F } from './strings';

/** The add and edit form of a sample email. */
export const SAMPLE_EMAIL_FORM: ResourceForm = {
  fields: [
    { kind: 'text', name: 'name', ...F.name },
    { kind: 'text', name: 'subject', ...F.subject },
    { kind: 'textarea', name: 'body', rows: 10, ...F.body },
  ],
  createSchema: CreateSampleEmailInputSchema,
  updateSchema: UpdateSampleEmailInputSchema,
};
