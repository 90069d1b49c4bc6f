import { userRoutes } from '../../../shared/api/routes/user';
import { memberRoute } from '../../composition/http';
import { memberService } from '../../composition/services/instance';
import { tenantOf } from '../request';

/** GET /api/user/{id} */
export const handler = memberRoute(userRoutes.get, memberService, (request, service) =>
  service.get(tenantOf(request), request.params.id),
);
