import { contactListRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/contact-list/{id}/import */
export const handler = httpHandler(contactListRoutes.import, (request) =>
  request.deps.services.contact.importContacts(tenantOf(request), request.params.id, request.body.contacts),
);
