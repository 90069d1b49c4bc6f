import { senderRoutes } from '../../../shared/api/routes/email-sender-config';
import { memberRoute } from '../../composition/http';
import { senderStatusDeps } from '../../composition/services/sender-health';
import { resumeSending } from '../../core/senders/sender-health';
import { tenantOf } from '../request';

/** POST /api/email-sender-config/{id}/resume */
export const handler = memberRoute(senderRoutes.resume, senderStatusDeps, (request, deps) =>
  resumeSending(deps, tenantOf(request), request.params.id),
);
