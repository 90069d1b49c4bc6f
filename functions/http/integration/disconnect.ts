import { integrationRoutes } from '../../../shared/api/routes/integration';
import { integrationService } from '../../composition/services/integration';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** DELETE /api/integration/{type} */
export const handler = memberRoute(integrationRoutes.disconnect, integrationService, (request, service) =>
  service.disconnect(tenantOf(request), request.params.type),
);
