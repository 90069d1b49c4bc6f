import { contactListRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** GET /api/contact-list/{id} */
export const handler = httpHandler(contactListRoutes.get, (request) =>
  request.deps.services.contactList.get(tenantOf(request), request.params.id),
);
