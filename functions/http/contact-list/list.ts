import { contactListRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/contact-list */
export const handler = httpHandler(contactListRoutes.list, (request) =>
  request.deps.services.contactList.list(tenantOf(request), request.body),
);
