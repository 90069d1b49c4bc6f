import { campaignRoutes } from '../../../shared/api/routes/campaign';
import { campaignService } from '../../composition/services/campaigns';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** PUT /api/campaign/{id} */
export const handler = memberRoute(campaignRoutes.update, campaignService, (request, service) =>
  service.update(tenantOf(request), request.params.id, request.body),
);
