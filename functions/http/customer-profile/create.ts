import { customerProfileRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/customer-profile/create */
export const handler = httpHandler(customerProfileRoutes.create, (request) =>
  request.deps.services.customerProfile.create(tenantOf(request), request.body),
);
