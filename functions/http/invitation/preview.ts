import { invitationRoutes } from '../../../shared/api/routes/invitation';
import { publicRoute } from '../../composition/public-route';
import { invitationService } from '../../composition/services/invitations';

/** GET /api/invitation/preview?token=… */
export const handler = publicRoute(invitationRoutes.preview, invitationService, (request, service) =>
  service.preview(request.query.token),
);
