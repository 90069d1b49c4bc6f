import { senderRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/email-sender-config/detachAllSenders/{id} */
export const handler = httpHandler(senderRoutes.detachAllSenders, (request) =>
  request.deps.services.campaign.detachAllSenders(tenantOf(request), request.params.id),
);
