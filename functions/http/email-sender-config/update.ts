import { senderRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** PUT /api/email-sender-config/{id} */
export const handler = httpHandler(senderRoutes.update, (request) =>
  request.deps.services.sender.update(tenantOf(request), request.params.id, request.body),
);
