import { invitationRoutes } from '../../../shared/api/routes/invitation';
import { memberRoute } from '../../composition/http';
import { invitationService } from '../../composition/services/invitations';
import { identityOf } from '../request';

/** POST /api/invitation/accept */
export const handler = memberRoute(invitationRoutes.accept, invitationService, async (request, service) => {
  const identity = identityOf(request);
  const accepted = await service.accept(identity, request.body.token);
  // a membership this container read as missing (before the accept) is read again at once
  request.forget.membership(accepted.namespaceId, identity.sub);
  return accepted;
});
