import { userRoutes } from '../../../shared/api/routes/user';
import { memberRoute } from '../../composition/http';
import { memberService } from '../../composition/services/instance';
import { tenantOf } from '../request';

/** DELETE /api/user/{id} */
export const handler = memberRoute(userRoutes.delete, memberService, async (request, service) => {
  const tenant = tenantOf(request);
  const removed = await service.remove(tenant, request.params.id);
  // other containers forget the membership when their short cache entry expires
  request.forget.membership(tenant.namespaceId, request.params.id);
  return removed;
});
