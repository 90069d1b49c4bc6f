import { CreatePersonaInputSchema, UpdatePersonaInputSchema } from '../../../../shared/schemas/persona';
import type { ResourceForm } from '../../components/resource-page/form-model';
import { PERSONA_FIELDS as F } from './strings';

/** The add and edit form of a persona. */
export const PERSONA_FORM: ResourceForm = {
  fields: [
    { kind: 'text', name: 'name', ...F.name },
    { kind: 'textarea', name: 'responsibilities', rows: 4, ...F.responsibilities },
    { kind: 'textarea', name: 'instructions', optional: true, rows: 4, ...F.instructions },
  ],
  createSchema: CreatePersonaInputSchema,
  updateSchema: UpdatePersonaInputSchema,
};
