import { senderRoutes } from '../../../shared/api/routes/email-sender-config';
import { memberRoute } from '../../composition/http';
import { senderService } from '../../composition/services/senders';
import { tenantOf } from '../request';

/** POST /api/email-sender-config */
export const handler = memberRoute(senderRoutes.list, senderService, (request, service) =>
  service.list(tenantOf(request), request.body),
);
