import { integrationRoutes } from '../../../shared/api/routes/integration';
import { integrationService } from '../../composition/services/integration';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/integration/HUBSPOT/token */
export const handler = memberRoute(integrationRoutes.privateAppToken, integrationService, (request, service) =>
  service.connectPrivateApp(tenantOf(request), request.body),
);
