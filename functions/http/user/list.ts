import { userRoutes } from '../../../shared/api/routes/user';
import { memberRoute } from '../../composition/http';
import { memberService } from '../../composition/services/instance';
import { tenantOf } from '../request';

/** POST /api/user */
export const handler = memberRoute(userRoutes.list, memberService, (request, service) =>
  service.list(tenantOf(request), request.body),
);
