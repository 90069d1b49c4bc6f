import { campaignRoutes } from '../../../shared/api/routes/campaign';
import { campaignService } from '../../composition/services/campaigns';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** DELETE /api/campaign/{id} */
export const handler = memberRoute(campaignRoutes.delete, campaignService, (request, service) =>
  service.remove(tenantOf(request), request.params.id),
);
