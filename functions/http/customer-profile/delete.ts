import { customerProfileRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** DELETE /api/customer-profile/{id} */
export const handler = httpHandler(customerProfileRoutes.delete, (request) =>
  request.deps.services.customerProfile.remove(tenantOf(request), request.params.id),
);
