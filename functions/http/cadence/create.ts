import { cadenceRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/cadence/create */
export const handler = httpHandler(cadenceRoutes.create, (request) =>
  request.deps.services.cadence.create(tenantOf(request), request.body),
);
