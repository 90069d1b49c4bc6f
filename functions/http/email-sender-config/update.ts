import { senderRoutes } from '../../../shared/api/routes/email-sender-config';
import { memberRoute } from '../../composition/http';
import { senderService } from '../../composition/services/senders';
import { tenantOf } from '../request';

/** PUT /api/email-sender-config/{id} */
export const handler = memberRoute(senderRoutes.update, senderService, (request, service) =>
  service.update(tenantOf(request), request.params.id, request.body),
);
