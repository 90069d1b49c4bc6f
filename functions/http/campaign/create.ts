import { campaignRoutes } from '../../../shared/api/routes/campaign';
import { campaignLaunchService } from '../../composition/services/campaign-generation';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/campaign/create: the campaign starts RUNNING and its first emails are queued. */
export const handler = memberRoute(campaignRoutes.create, campaignLaunchService, (request, service) =>
  service.launch(tenantOf(request), request.body),
);
