import { customerProfileRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** GET /api/customer-profile/{id} */
export const handler = httpHandler(customerProfileRoutes.get, (request) =>
  request.deps.services.customerProfile.get(tenantOf(request), request.params.id),
);
