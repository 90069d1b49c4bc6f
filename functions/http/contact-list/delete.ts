import { contactListRoutes } from '../../../shared/api/routes/contact-list';
import { contactListService } from '../../composition/services/components';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** DELETE /api/contact-list/{id} */
export const handler = memberRoute(contactListRoutes.delete, contactListService, (request, service) =>
  service.remove(tenantOf(request), request.params.id),
);
