import { integrationRoutes } from '../../../shared/api/routes/integration';
import { integrationService } from '../../composition/services/integration';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/integration/{type}/oauth/complete */
export const handler = memberRoute(integrationRoutes.oauthComplete, integrationService, (request, service) =>
  service.oauthComplete(tenantOf(request), request.params.type, request.body),
);
