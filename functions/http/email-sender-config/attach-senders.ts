import { senderRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/email-sender-config/attachSenders/{id} */
export const handler = httpHandler(senderRoutes.attachSenders, (request) =>
  request.deps.services.campaign.attachSender(tenantOf(request), request.params.id, request.body.senderEmail),
);
