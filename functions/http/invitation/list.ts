import { invitationRoutes } from '../../../shared/api/routes/invitation';
import { memberRoute } from '../../composition/http';
import { invitationService } from '../../composition/services/invitations';
import { tenantOf } from '../request';

/** POST /api/invitation */
export const handler = memberRoute(invitationRoutes.list, invitationService, (request, service) =>
  service.list(tenantOf(request), request.body),
);
