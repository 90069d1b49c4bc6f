import { CreateCallToActionInputSchema, UpdateCallToActionInputSchema } from '../../../../shared/schemas/call-to-action';
import type { ResourceForm } from '../../components/resource-page/form-model';
import { CALL_TO_ACTION_FIELDS as F } from './strings';

/** The add and edit form of a call to action. */
export const CALL_TO_ACTION_FORM: ResourceForm = {
  fields: [
    { kind: 'text', name: 'objective', ...F.objective },
    { kind: 'textarea', name: 'description', optional: true, rows: 3, ...F.description },
    { kind: 'url', name: 'url', optional: true, ...F.url },
  ],
  createSchema: CreateCallToActionInputSchema,
  updateSchema: UpdateCallToActionInputSchema,
};
