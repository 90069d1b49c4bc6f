import { integrationRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** GET /api/integration */
export const handler = httpHandler(integrationRoutes.list, (request) =>
  request.deps.services.integrations.list(tenantOf(request)),
);
