import { customerProfileRoutes } from '../../../shared/api/routes/customer-profile';
import { customerProfileService } from '../../composition/services/components';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** GET /api/customer-profile/{id} */
export const handler = memberRoute(customerProfileRoutes.get, customerProfileService, (request, service) =>
  service.get(tenantOf(request), request.params.id),
);
