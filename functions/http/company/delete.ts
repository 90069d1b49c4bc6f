import { companyRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** DELETE /api/company/{id} */
export const handler = httpHandler(companyRoutes.delete, (request) =>
  request.deps.services.company.remove(tenantOf(request), request.params.id),
);
