import { CreateContactListInputSchema, UpdateContactListInputSchema } from '../../../../shared/schemas/contact-list';
import type { ResourceForm } from '../../components/resource-page/form-model';
import { CONTACT_LIST_FIELDS as F } from './strings';

/** The add and edit form of a contact list (its contacts come from an upload). */
export const CONTACT_LIST_FORM: ResourceForm = {
  fields: [
    { kind: 'text', name: 'name', ...F.name },
    { kind: 'textarea', name: 'description', optional: true, rows: 3, ...F.description },
  ],
  createSchema: CreateContactListInputSchema,
  updateSchema: UpdateContactListInputSchema,
};
