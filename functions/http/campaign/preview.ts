import { campaignStatusRoutes } from '../../../shared/api/routes/campaign';
import { campaignPreviewService } from '../../composition/services/campaign-preview';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/campaign/preview */
export const handler = memberRoute(campaignStatusRoutes.preview, campaignPreviewService, (request, service) =>
  service.preview(tenantOf(request), request.body),
);
