import { replyRoutes } from '../../../shared/api/routes/reply';
import { memberRoute } from '../../composition/http';
import { replyInboxReadService } from '../../composition/services/reply-inbox';
import { tenantOf } from '../request';

/** GET /api/reply/{id} */
export const handler = memberRoute(replyRoutes.get, replyInboxReadService, (request, service) =>
  service.detail(tenantOf(request), request.params.id),
);
