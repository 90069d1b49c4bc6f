import { campaignRoutes } from '../../../shared/api/routes/campaign';
import { campaignService } from '../../composition/services/campaigns';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/campaign/create */
export const handler = memberRoute(campaignRoutes.create, campaignService, (request, service) =>
  service.create(tenantOf(request), request.body),
);
