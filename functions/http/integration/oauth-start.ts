import { integrationRoutes } from '../../../shared/api/routes/integration';
import { integrationService } from '../../composition/services/integration';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/integration/{type}/oauth/start */
export const handler = memberRoute(integrationRoutes.oauthStart, integrationService, (request, service) =>
  service.oauthStart(tenantOf(request), request.params.type, request.body),
);
