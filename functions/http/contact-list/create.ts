import { contactListRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/contact-list/create */
export const handler = httpHandler(contactListRoutes.create, (request) =>
  request.deps.services.contactList.create(tenantOf(request), request.body),
);
