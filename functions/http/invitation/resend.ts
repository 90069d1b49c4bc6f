import { invitationRoutes } from '../../../shared/api/routes/invitation';
import { memberRoute } from '../../composition/http';
import { invitationMailingService } from '../../composition/services/invitation-mail';
import { tenantOf } from '../request';

/** POST /api/invitation/{id}/resend */
export const handler = memberRoute(invitationRoutes.resend, invitationMailingService, (request, service) =>
  service.resend(tenantOf(request), request.params.id),
);
