import { contactRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** DELETE /api/contact/{id} */
export const handler = httpHandler(contactRoutes.delete, (request) =>
  request.deps.services.contact.remove(tenantOf(request), request.params.id),
);
