import { contactRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** PUT /api/contact/{id} */
export const handler = httpHandler(contactRoutes.update, (request) =>
  request.deps.services.contact.update(tenantOf(request), request.params.id, request.body),
);
