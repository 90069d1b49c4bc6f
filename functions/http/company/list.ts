import { companyRoutes } from '../../../shared/api/routes/company';
import { companyService } from '../../composition/services/components';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/company */
export const handler = memberRoute(companyRoutes.list, companyService, (request, service) =>
  service.list(tenantOf(request), request.body),
);
