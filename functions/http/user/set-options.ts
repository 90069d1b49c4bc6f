import { userRoutes } from '../../../shared/api/routes/user';
import { memberRoute } from '../../composition/http';
import { optionService } from '../../composition/services/instance';
import { tenantOf } from '../request';

/** POST /api/user/options */
export const handler = memberRoute(userRoutes.setOptions, optionService, (request, service) =>
  service.setUserOptions(tenantOf(request), request.body),
);
