import { contactRoutes } from '../../../shared/api/routes/contact';
import { contactService } from '../../composition/services/contacts';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** GET /api/contact/{id} */
export const handler = memberRoute(contactRoutes.get, contactService, (request, service) =>
  service.get(tenantOf(request), request.params.id),
);
