import { campaignRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/campaign/create */
export const handler = httpHandler(campaignRoutes.create, (request) =>
  request.deps.services.campaign.create(tenantOf(request), request.body),
);
