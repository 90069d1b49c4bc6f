import { senderRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';

/** GET /api/email-sender-config/oauth/providers */
export const handler = httpHandler(senderRoutes.oauthProviders, (request) =>
  Promise.resolve(request.deps.services.sender.oauthProviders()),
);
