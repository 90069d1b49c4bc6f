import { senderRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** GET /api/email-sender-config/{id} */
export const handler = httpHandler(senderRoutes.get, (request) =>
  request.deps.services.sender.get(tenantOf(request), request.params.id),
);
