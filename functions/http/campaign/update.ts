import { campaignRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** PUT /api/campaign/{id} */
export const handler = httpHandler(campaignRoutes.update, (request) =>
  request.deps.services.campaign.update(tenantOf(request), request.params.id, request.body),
);
