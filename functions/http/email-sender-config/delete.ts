import { senderRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** DELETE /api/email-sender-config/{id} */
export const handler = httpHandler(senderRoutes.delete, (request) =>
  request.deps.services.sender.remove(tenantOf(request), request.params.id),
);
