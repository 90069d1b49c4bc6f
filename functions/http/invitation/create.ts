import { invitationRoutes } from '../../../shared/api/routes/invitation';
import { memberRoute } from '../../composition/http';
import { invitationMailingService } from '../../composition/services/invitation-mail';
import { tenantOf } from '../request';

/** POST /api/invitation/create */
export const handler = memberRoute(invitationRoutes.create, invitationMailingService, (request, service) =>
  service.invite(tenantOf(request), request.body),
);
