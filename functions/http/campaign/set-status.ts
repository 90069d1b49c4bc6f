import { campaignStatusRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/campaign/{id}/status */
export const handler = httpHandler(campaignStatusRoutes.setStatus, (request) =>
  request.deps.services.campaign.setStatus(tenantOf(request), request.params.id, request.body.status),
);
