import { campaignRoutes } from '../../../shared/api/routes/campaign';
import { campaignService } from '../../composition/services/campaigns';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/campaign */
export const handler = memberRoute(campaignRoutes.list, campaignService, (request, service) =>
  service.list(tenantOf(request), request.body),
);
