import { campaignRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/campaign */
export const handler = httpHandler(campaignRoutes.list, (request) =>
  request.deps.services.campaign.list(tenantOf(request), request.body),
);
