import { replyRoutes } from '../../../shared/api/routes/reply';
import { memberRoute } from '../../composition/http';
import { followUpWriteService } from '../../composition/services/follow-up';
import { tenantOf } from '../request';

/** POST /api/reply/{id}/follow-up */
export const handler = memberRoute(replyRoutes.followUp, followUpWriteService, (request, service) =>
  service.send(tenantOf(request), request.params.id, request.body),
);
