import { senderRoutes } from '../../../shared/api/routes/email-sender-config';
import { memberRoute } from '../../composition/http';
import { senderUsageService } from '../../composition/services/sender-usage';
import { tenantOf } from '../request';

/** GET /api/email-sender-config/{id}/usage */
export const handler = memberRoute(senderRoutes.usage, senderUsageService, (request, service) =>
  service.usage(tenantOf(request), request.params.id),
);
