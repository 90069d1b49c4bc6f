import { campaignStatusRoutes } from '../../../shared/api/routes/campaign';
import { generationService } from '../../composition/services/campaign-generation';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/campaign/{id}/generate */
export const handler = memberRoute(campaignStatusRoutes.generate, generationService, (request, service) =>
  service.generate(tenantOf(request), request.params.id),
);
