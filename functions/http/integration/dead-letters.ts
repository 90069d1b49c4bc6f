import { integrationOutboxRoutes } from '../../../shared/api/routes/integration-outbox';
import { memberRoute } from '../../composition/http';
import { crmOutboxService } from '../../composition/services/integration';
import { tenantOf } from '../request';

/** POST /api/integration/{type}/outbox/dead */
export const handler = memberRoute(integrationOutboxRoutes.deadLetters, crmOutboxService, (request, service) =>
  service.deadLetters(tenantOf(request), request.params.type, request.body),
);
