import { cadenceRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/cadence */
export const handler = httpHandler(cadenceRoutes.list, (request) =>
  request.deps.services.cadence.list(tenantOf(request), request.body),
);
