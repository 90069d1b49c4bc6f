import { cadenceRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** PUT /api/cadence/{id} */
export const handler = httpHandler(cadenceRoutes.update, (request) =>
  request.deps.services.cadence.update(tenantOf(request), request.params.id, request.body),
);
