import { cadenceRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** GET /api/cadence/{id} */
export const handler = httpHandler(cadenceRoutes.get, (request) =>
  request.deps.services.cadence.get(tenantOf(request), request.params.id),
);
