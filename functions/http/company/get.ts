import { companyRoutes } from '../../../shared/api/routes/company';
import { companyService } from '../../composition/services/components';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** GET /api/company/{id} */
export const handler = memberRoute(companyRoutes.get, companyService, (request, service) =>
  service.get(tenantOf(request), request.params.id),
);
