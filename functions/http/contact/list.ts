import { contactRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/contact */
export const handler = httpHandler(contactRoutes.list, (request) =>
  request.deps.services.contact.list(tenantOf(request), request.body),
);
