import { companyRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** GET /api/company/{id} */
export const handler = httpHandler(companyRoutes.get, (request) =>
  request.deps.services.company.get(tenantOf(request), request.params.id),
);
