import { senderRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/email-sender-config/create */
export const handler = httpHandler(senderRoutes.create, (request) =>
  request.deps.services.sender.create(tenantOf(request), request.body),
);
