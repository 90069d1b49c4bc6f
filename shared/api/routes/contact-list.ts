import { ContactListSchema, CreateContactListInputSchema, UpdateContactListInputSchema } from '../../schemas/contact-list';
import { route } from '../route';
import * as api from '../schemas';
import { crud } from './crud';

export const contactListRoutes = {
  ...crud('contact-list', 'contact list', {
    entity: ContactListSchema,
    create: CreateContactListInputSchema,
    update: UpdateContactListInputSchema,
  }),
  import: route({
    name: 'contact-list.import',
    method: 'POST',
    path: '/api/contact-list/{id}/import',
    access: 'tenant',
    handler: 'contact-list/import',
    params: api.IdParamsSchema,
    body: api.ContactImportBodySchema,
    response: api.ContactImportResponseSchema,
    summary:
      'Import up to 100 contacts into list {id}. Idempotent: an email already in the list is ALREADY_IMPORTED, one used by another contact is DUPLICATE and left as it is. A free-mail or disposable address answers 400 naming `contacts.N.email`, and nothing is imported.',
    needs: { table: 'readWrite' },
  }),
};
