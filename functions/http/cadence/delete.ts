import { cadenceRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** DELETE /api/cadence/{id} */
export const handler = httpHandler(cadenceRoutes.delete, (request) =>
  request.deps.services.cadence.remove(tenantOf(request), request.params.id),
);
