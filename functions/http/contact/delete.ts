import { contactRoutes } from '../../../shared/api/routes/contact';
import { contactService } from '../../composition/services/contacts';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** DELETE /api/contact/{id} */
export const handler = memberRoute(contactRoutes.delete, contactService, (request, service) =>
  service.remove(tenantOf(request), request.params.id),
);
