import { senderRoutes } from '../../../shared/api/routes/email-sender-config';
import { campaignSenderService } from '../../composition/services/campaigns';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/email-sender-config/detachAllSenders/{id} */
export const handler = memberRoute(senderRoutes.detachAllSenders, campaignSenderService, (request, service) =>
  service.detachAllSenders(tenantOf(request), request.params.id),
);
