import { customerProfileRoutes } from '../../../shared/api/routes/customer-profile';
import { customerProfileService } from '../../composition/services/components';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** PUT /api/customer-profile/{id} */
export const handler = memberRoute(customerProfileRoutes.update, customerProfileService, (request, service) =>
  service.update(tenantOf(request), request.params.id, request.body),
);
