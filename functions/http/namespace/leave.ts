import { namespaceRoutes } from '../../../shared/api/routes/namespace';
import { memberRoute } from '../../composition/http';
import { instancesService } from '../../composition/services/accounts';
import { identityOf, userOf } from '../request';

/** POST /api/namespace/leave */
export const handler = memberRoute(namespaceRoutes.leave, instancesService, async (request, service) => {
  const user = userOf(request);
  const left = await service.leave(identityOf(request), user, request.body.namespaceId);
  // this container refuses the membership and reads the new default at once; other containers
  // forget them when their short cache entries expire, as after a member's removal
  request.forget.membership(left.namespaceId, user.id);
  request.forget.user(user.id);
  return left;
});
