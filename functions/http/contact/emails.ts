import { contactRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/contact/{id}/emails */
export const handler = httpHandler(contactRoutes.emails, (request) =>
  request.deps.services.contact.emails(tenantOf(request), request.params.id, request.body),
);
