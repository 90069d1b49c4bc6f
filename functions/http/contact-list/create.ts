import { contactListRoutes } from '../../../shared/api/routes/contact-list';
import { contactListService } from '../../composition/services/components';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/contact-list/create */
export const handler = memberRoute(contactListRoutes.create, contactListService, (request, service) =>
  service.create(tenantOf(request), request.body),
);
