import { senderRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/email-sender-config */
export const handler = httpHandler(senderRoutes.list, (request) =>
  request.deps.services.sender.list(tenantOf(request), request.body),
);
