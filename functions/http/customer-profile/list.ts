import { customerProfileRoutes } from '../../../shared/api/routes/customer-profile';
import { customerProfileService } from '../../composition/services/components';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/customer-profile */
export const handler = memberRoute(customerProfileRoutes.list, customerProfileService, (request, service) =>
  service.list(tenantOf(request), request.body),
);
