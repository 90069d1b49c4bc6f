import { senderRoutes } from '../../../shared/api/routes/email-sender-config';
import { memberRoute } from '../../composition/http';
import { senderService } from '../../composition/services/senders';
import { tenantOf } from '../request';

/** GET /api/email-sender-config/{id} */
export const handler = memberRoute(senderRoutes.get, senderService, (request, service) =>
  service.get(tenantOf(request), request.params.id),
);
