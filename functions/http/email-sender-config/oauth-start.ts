import { senderRoutes } from '../../../shared/api/routes/email-sender-config';
import { memberRoute } from '../../composition/http';
import { senderOAuth } from '../../composition/services/sender-oauth';
import { tenantOf } from '../request';

/** POST /api/email-sender-config/oauth/start */
export const handler = memberRoute(senderRoutes.oauthStart, senderOAuth, (request, service) =>
  service.oauthStart(tenantOf(request), request.body, request.now),
);
