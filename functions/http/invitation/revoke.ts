import { invitationRoutes } from '../../../shared/api/routes/invitation';
import { memberRoute } from '../../composition/http';
import { invitationService } from '../../composition/services/invitations';
import { tenantOf } from '../request';

/** DELETE /api/invitation/{id} */
export const handler = memberRoute(invitationRoutes.revoke, invitationService, (request, service) =>
  service.revoke(tenantOf(request), request.params.id),
);
