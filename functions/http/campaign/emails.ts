import { campaignStatusRoutes } from '../../../shared/api/routes/campaign';
import { campaignEmailsService } from '../../composition/services/campaigns';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/campaign/{id}/emails */
export const handler = memberRoute(campaignStatusRoutes.emails, campaignEmailsService, (request, service) =>
  service.emails(tenantOf(request), request.params.id, request.body),
);
