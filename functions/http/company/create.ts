import { companyRoutes } from '../../../shared/api/routes/company';
import { companyService } from '../../composition/services/components';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/company/create */
export const handler = memberRoute(companyRoutes.create, companyService, (request, service) =>
  service.create(tenantOf(request), request.body),
);
