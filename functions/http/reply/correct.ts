import { replyRoutes } from '../../../shared/api/routes/reply';
import { memberRoute } from '../../composition/http';
import { replyInboxService } from '../../composition/services/reply-inbox';
import { tenantOf } from '../request';

/** POST /api/reply/{id}/correct */
export const handler = memberRoute(replyRoutes.correct, replyInboxService, (request, service) =>
  service.correct(tenantOf(request), request.params.id, request.body),
);
