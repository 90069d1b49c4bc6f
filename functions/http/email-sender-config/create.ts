import { senderRoutes } from '../../../shared/api/routes/email-sender-config';
import { memberRoute } from '../../composition/http';
import { senderService } from '../../composition/services/senders';
import { tenantOf } from '../request';

/** POST /api/email-sender-config/create */
export const handler = memberRoute(senderRoutes.create, senderService, (request, service) =>
  service.create(tenantOf(request), request.body),
);
