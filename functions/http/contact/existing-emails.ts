import { contactRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/contact/existing-emails */
export const handler = httpHandler(contactRoutes.existingEmails, (request) =>
  request.deps.services.contact.existingEmails(tenantOf(request), request.body.emails),
);
