import { customerProfileRoutes } from '../../../shared/api/routes/customer-profile';
import { customerProfileService } from '../../composition/services/components';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/customer-profile/create */
export const handler = memberRoute(customerProfileRoutes.create, customerProfileService, (request, service) =>
  service.create(tenantOf(request), request.body),
);
