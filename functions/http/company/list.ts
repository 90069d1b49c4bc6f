import { companyRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/company */
export const handler = httpHandler(companyRoutes.list, (request) =>
  request.deps.services.company.list(tenantOf(request), request.body),
);
