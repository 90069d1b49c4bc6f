import { contactListRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** DELETE /api/contact-list/{id} */
export const handler = httpHandler(contactListRoutes.delete, (request) =>
  request.deps.services.contactList.remove(tenantOf(request), request.params.id),
);
