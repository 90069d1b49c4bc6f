import { senderRoutes } from '../../../shared/api/routes/email-sender-config';
import { memberRoute } from '../../composition/http';
import { senderChecks } from '../../composition/services/sender-checks';
import { tenantOf } from '../request';

/** POST /api/email-sender-config/validate */
export const handler = memberRoute(senderRoutes.validate, senderChecks, (request, service) =>
  service.validate(tenantOf(request), request.body, request.now),
);
