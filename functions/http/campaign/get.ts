import { campaignRoutes } from '../../../shared/api/routes/campaign';
import { campaignService } from '../../composition/services/campaigns';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** GET /api/campaign/{id} */
export const handler = memberRoute(campaignRoutes.get, campaignService, (request, service) =>
  service.get(tenantOf(request), request.params.id),
);
