import { contactRoutes } from '../../../shared/api/routes/contact';
import { contactService } from '../../composition/services/contacts';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/contact/existing-emails */
export const handler = memberRoute(contactRoutes.existingEmails, contactService, (request, service) =>
  service.existingEmails(tenantOf(request), request.body.emails),
);
