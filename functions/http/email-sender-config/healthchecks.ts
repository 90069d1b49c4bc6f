import { senderRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** GET /api/email-sender-config/healthchecks */
export const handler = httpHandler(senderRoutes.healthchecks, (request) =>
  request.deps.services.sender.healthchecks(tenantOf(request)),
);
