import { campaignStatusRoutes } from '../../../shared/api/routes/campaign';
import { campaignService } from '../../composition/services/campaigns';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/campaign/{id}/status */
export const handler = memberRoute(campaignStatusRoutes.setStatus, campaignService, (request, service) =>
  service.setStatus(tenantOf(request), request.params.id, request.body.status),
);
