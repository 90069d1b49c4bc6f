import { customerProfileRoutes } from '../../../shared/api/routes/customer-profile';
import { customerProfileService } from '../../composition/services/components';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** DELETE /api/customer-profile/{id} */
export const handler = memberRoute(customerProfileRoutes.delete, customerProfileService, (request, service) =>
  service.remove(tenantOf(request), request.params.id),
);
