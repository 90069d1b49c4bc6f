import { senderRoutes } from '../../../shared/api/routes/email-sender-config';
import { memberRoute } from '../../composition/http';
import { senderSignIn } from '../../composition/services/sender-sign-in';
import { tenantOf } from '../request';

/** POST /api/email-sender-config/oauth/complete */
export const handler = memberRoute(senderRoutes.oauthComplete, senderSignIn, (request, service) =>
  service.oauthComplete(tenantOf(request), request.body, request.now),
);
