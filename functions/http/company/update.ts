import { companyRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** PUT /api/company/{id} */
export const handler = httpHandler(companyRoutes.update, (request) =>
  request.deps.services.company.update(tenantOf(request), request.params.id, request.body),
);
