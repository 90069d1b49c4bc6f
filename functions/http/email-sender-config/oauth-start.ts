import { senderRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/email-sender-config/oauth/start */
export const handler = httpHandler(senderRoutes.oauthStart, (request) =>
  request.deps.services.sender.oauthStart(tenantOf(request), request.body, request.deps.now()),
);
