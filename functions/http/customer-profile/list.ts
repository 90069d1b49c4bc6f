import { customerProfileRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/customer-profile */
export const handler = httpHandler(customerProfileRoutes.list, (request) =>
  request.deps.services.customerProfile.list(tenantOf(request), request.body),
);
