import { senderRoutes } from '../../../shared/api/routes/email-sender-config';
import { campaignService } from '../../composition/services/campaigns';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/email-sender-config/detachAllSenders/{id} */
export const handler = memberRoute(senderRoutes.detachAllSenders, campaignService, (request, service) =>
  service.detachAllSenders(tenantOf(request), request.params.id),
);
