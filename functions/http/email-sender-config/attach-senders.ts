import { senderRoutes } from '../../../shared/api/routes/email-sender-config';
import { campaignSenderService } from '../../composition/services/campaigns';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/email-sender-config/attachSenders/{id} */
export const handler = memberRoute(senderRoutes.attachSenders, campaignSenderService, (request, service) =>
  service.attachSender(tenantOf(request), request.params.id, request.body.senderEmail),
);
