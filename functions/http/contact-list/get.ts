import { contactListRoutes } from '../../../shared/api/routes/contact-list';
import { contactListService } from '../../composition/services/components';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** GET /api/contact-list/{id} */
export const handler = memberRoute(contactListRoutes.get, contactListService, (request, service) =>
  service.get(tenantOf(request), request.params.id),
);
