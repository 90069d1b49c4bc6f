import { replyRoutes } from '../../../shared/api/routes/reply';
import { memberRoute } from '../../composition/http';
import { followUpService } from '../../composition/services/follow-up';
import { tenantOf } from '../request';

/** GET /api/reply/{id}/follow-up */
export const handler = memberRoute(replyRoutes.followUpDraft, followUpService, (request, service) =>
  service.draft(tenantOf(request), request.params.id),
);
