import { campaignStatusRoutes } from '../../../shared/api/routes/campaign';
import { audienceService } from '../../composition/services/campaigns';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/campaign/audience */
export const handler = memberRoute(campaignStatusRoutes.audience, audienceService, (request, service) =>
  service.audience(tenantOf(request), request.body),
);
