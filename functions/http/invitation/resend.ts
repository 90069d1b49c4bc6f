import { invitationRoutes } from '../../../shared/api/routes/invitation';
import { memberRoute } from '../../composition/http';
import { invitationService } from '../../composition/services/invitations';
import { tenantOf } from '../request';

/** POST /api/invitation/{id}/resend */
export const handler = memberRoute(invitationRoutes.resend, invitationService, (request, service) =>
  service.resend(tenantOf(request), request.params.id),
);
