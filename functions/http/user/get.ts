import { userRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** GET /api/user/{id} */
export const handler = httpHandler(userRoutes.get, (request) =>
  request.deps.services.members.get(tenantOf(request), request.params.id),
);
