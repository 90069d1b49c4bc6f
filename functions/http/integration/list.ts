import { integrationRoutes } from '../../../shared/api/routes/integration';
import { integrationService } from '../../composition/services/integration';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** GET /api/integration */
export const handler = memberRoute(integrationRoutes.list, integrationService, (request, service) =>
  service.list(tenantOf(request)),
);
