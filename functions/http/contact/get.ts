import { contactRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** GET /api/contact/{id} */
export const handler = httpHandler(contactRoutes.get, (request) =>
  request.deps.services.contact.get(tenantOf(request), request.params.id),
);
