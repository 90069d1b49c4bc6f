import { contactRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/contact/create */
export const handler = httpHandler(contactRoutes.create, (request) =>
  request.deps.services.contact.create(tenantOf(request), request.body),
);
