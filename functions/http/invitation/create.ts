import { invitationRoutes } from '../../../shared/api/routes/invitation';
import { memberRoute } from '../../composition/http';
import { invitationService } from '../../composition/services/invitations';
import { tenantOf } from '../request';

/** POST /api/invitation/create */
export const handler = memberRoute(invitationRoutes.create, invitationService, (request, service) =>
  service.invite(tenantOf(request), request.body),
);
