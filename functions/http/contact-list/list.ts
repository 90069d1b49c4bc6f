import { contactListRoutes } from '../../../shared/api/routes/contact-list';
import { contactListService } from '../../composition/services/components';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/contact-list */
export const handler = memberRoute(contactListRoutes.list, contactListService, (request, service) =>
  service.list(tenantOf(request), request.body),
);
