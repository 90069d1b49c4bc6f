import { userRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/user */
export const handler = httpHandler(userRoutes.list, (request) =>
  request.deps.services.members.list(tenantOf(request), request.body),
);
