import { userRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { membershipCacheKey } from '../app';
import { tenantOf } from '../request';

/** DELETE /api/user/{id} */
export const handler = httpHandler(userRoutes.delete, async (request) => {
  const tenant = tenantOf(request);
  const removed = await request.deps.services.members.remove(tenant, request.params.id);
  // other containers forget the membership when their short cache entry expires
  request.deps.membershipCache.delete(membershipCacheKey(tenant.namespaceId, request.params.id));
  return removed;
});
