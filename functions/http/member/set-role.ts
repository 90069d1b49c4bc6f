import { memberRoutes } from '../../../shared/api/routes/member';
import { memberRoute } from '../../composition/http';
import { memberService } from '../../composition/services/instance';
import { tenantOf } from '../request';

/** PUT /api/member/{id}/role */
export const handler = memberRoute(memberRoutes.setRole, memberService, async (request, service) => {
  const tenant = tenantOf(request);
  const member = await service.setRole(tenant, request.params.id, request.body.role);
  // other containers read the new role when their short cache entry expires
  request.forget.membership(tenant.namespaceId, request.params.id);
  return member;
});
