import { campaignRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** DELETE /api/campaign/{id} */
export const handler = httpHandler(campaignRoutes.delete, (request) =>
  request.deps.services.campaign.remove(tenantOf(request), request.params.id),
);
