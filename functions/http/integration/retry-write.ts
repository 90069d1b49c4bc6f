import { integrationOutboxRoutes } from '../../../shared/api/routes/integration-outbox';
import { memberRoute } from '../../composition/http';
import { crmOutboxService } from '../../composition/services/integration';
import { tenantOf } from '../request';

/** POST /api/integration/{type}/outbox/retry */
export const handler = memberRoute(integrationOutboxRoutes.retry, crmOutboxService, (request, service) =>
  service.retry(tenantOf(request), request.params.type, request.body.eventId),
);
