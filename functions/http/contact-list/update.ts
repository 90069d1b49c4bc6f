import { contactListRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** PUT /api/contact-list/{id} */
export const handler = httpHandler(contactListRoutes.update, (request) =>
  request.deps.services.contactList.update(tenantOf(request), request.params.id, request.body),
);
