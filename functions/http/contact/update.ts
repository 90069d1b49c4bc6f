import { contactRoutes } from '../../../shared/api/routes/contact';
import { contactService } from '../../composition/services/contacts';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** PUT /api/contact/{id} */
export const handler = memberRoute(contactRoutes.update, contactService, (request, service) =>
  service.update(tenantOf(request), request.params.id, request.body),
);
