import { senderRoutes } from '../../../shared/api/routes';
import { verifyIdToken } from '../../adapters/oauth/id-token';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/email-sender-config/oauth/complete */
export const handler = httpHandler(senderRoutes.oauthComplete, (request) =>
  request.deps.services.sender.oauthComplete(tenantOf(request), request.body, request.deps.now(), verifyIdToken),
);
