import { companyRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/company/create */
export const handler = httpHandler(companyRoutes.create, (request) =>
  request.deps.services.company.create(tenantOf(request), request.body),
);
