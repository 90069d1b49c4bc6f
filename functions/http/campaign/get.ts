import { campaignRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** GET /api/campaign/{id} */
export const handler = httpHandler(campaignRoutes.get, (request) =>
  request.deps.services.campaign.get(tenantOf(request), request.params.id),
);
