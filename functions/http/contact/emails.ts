import { contactRoutes } from '../../../shared/api/routes/contact';
import { contactService } from '../../composition/services/contacts';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/contact/{id}/emails */
export const handler = memberRoute(contactRoutes.emails, contactService, (request, service) =>
  service.emails(tenantOf(request), request.params.id, request.body),
);
