import { senderRoutes } from '../../../shared/api/routes/email-sender-config';
import { memberRoute } from '../../composition/http';
import { senderOAuth } from '../../composition/services/sender-oauth';

/** GET /api/email-sender-config/oauth/providers */
export const handler = memberRoute(senderRoutes.oauthProviders, senderOAuth, (request, service) =>
  Promise.resolve(service.oauthProviders()),
);
