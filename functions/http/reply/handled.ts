import { replyRoutes } from '../../../shared/api/routes/reply';
import { memberRoute } from '../../composition/http';
import { replyInboxService } from '../../composition/services/reply-inbox';
import { tenantOf } from '../request';

/** POST /api/reply/{id}/handled */
export const handler = memberRoute(replyRoutes.handled, replyInboxService, (request, service) =>
  service.handled(tenantOf(request), request.params.id, request.body.handled),
);
