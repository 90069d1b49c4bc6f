import { customerProfileRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** PUT /api/customer-profile/{id} */
export const handler = httpHandler(customerProfileRoutes.update, (request) =>
  request.deps.services.customerProfile.update(tenantOf(request), request.params.id, request.body),
);
