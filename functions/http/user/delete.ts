import { userRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** DELETE /api/user/{id} */
export const handler = httpHandler(userRoutes.delete, (request) =>
  request.deps.services.members.remove(tenantOf(request), request.params.id),
);
