import { contactRoutes } from '../../../shared/api/routes/contact';
import { contactService } from '../../composition/services/contacts';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/contact/create */
export const handler = memberRoute(contactRoutes.create, contactService, (request, service) =>
  service.create(tenantOf(request), request.body),
);
