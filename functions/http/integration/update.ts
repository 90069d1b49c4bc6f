import { integrationRoutes } from '../../../shared/api/routes/integration';
import { integrationService } from '../../composition/services/integration';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** PUT /api/integration/{type} */
export const handler = memberRoute(integrationRoutes.update, integrationService, (request, service) =>
  service.update(tenantOf(request), request.params.type, request.body),
);
