import { companyRoutes } from '../../../shared/api/routes/company';
import { companyService } from '../../composition/services/components';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** DELETE /api/company/{id} */
export const handler = memberRoute(companyRoutes.delete, companyService, (request, service) =>
  service.remove(tenantOf(request), request.params.id),
);
