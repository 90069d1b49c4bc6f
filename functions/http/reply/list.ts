import { replyRoutes } from '../../../shared/api/routes/reply';
import { memberRoute } from '../../composition/http';
import { replyInboxReadService } from '../../composition/services/reply-inbox';
import { tenantOf } from '../request';

/** POST /api/reply */
export const handler = memberRoute(replyRoutes.list, replyInboxReadService, (request, service) =>
  service.list(tenantOf(request), request.body),
);
