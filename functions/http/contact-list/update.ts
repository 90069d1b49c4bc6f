import { contactListRoutes } from '../../../shared/api/routes/contact-list';
import { contactListService } from '../../composition/services/components';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** PUT /api/contact-list/{id} */
export const handler = memberRoute(contactListRoutes.update, contactListService, (request, service) =>
  service.update(tenantOf(request), request.params.id, request.body),
);
