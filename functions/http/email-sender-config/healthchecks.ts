import { senderRoutes } from '../../../shared/api/routes/email-sender-config';
import { memberRoute } from '../../composition/http';
import { senderService } from '../../composition/services/senders';
import { tenantOf } from '../request';

/** GET /api/email-sender-config/healthchecks */
export const handler = memberRoute(senderRoutes.healthchecks, senderService, (request, service) =>
  service.healthchecks(tenantOf(request)),
);
