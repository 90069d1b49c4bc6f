import { senderRoutes } from '../../../shared/api/routes/email-sender-config';
import { memberRoute } from '../../composition/http';
import { senderService } from '../../composition/services/senders';
import { tenantOf } from '../request';

/** DELETE /api/email-sender-config/{id} */
export const handler = memberRoute(senderRoutes.delete, senderService, (request, service) =>
  service.remove(tenantOf(request), request.params.id),
);
