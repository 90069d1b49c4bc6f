import { senderRoutes } from '../../../shared/api/routes/email-sender-config';
import { memberRoute } from '../../composition/http';
import { senderChecks } from '../../composition/services/sender-checks';
import { tenantOf } from '../request';

/** POST /api/email-sender-config/health */
export const handler = memberRoute(senderRoutes.health, senderChecks, (request, service) =>
  service.health(tenantOf(request), request.body.senderEmail, request.now),
);
