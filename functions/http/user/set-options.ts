import { userRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/user/options */
export const handler = httpHandler(userRoutes.setOptions, (request) =>
  request.deps.services.options.setUserOptions(tenantOf(request), request.body),
);
