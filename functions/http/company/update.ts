import { companyRoutes } from '../../../shared/api/routes/company';
import { companyService } from '../../composition/services/components';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** PUT /api/company/{id} */
export const handler = memberRoute(companyRoutes.update, companyService, (request, service) =>
  service.update(tenantOf(request), request.params.id, request.body),
);
