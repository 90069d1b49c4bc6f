import { integrationImportRoutes } from '../../../shared/api/routes/integration-import';
import { memberRoute } from '../../composition/http';
import { crmSourcesService } from '../../composition/services/crm-import';
import { tenantOf } from '../request';

/** GET /api/integration/{type}/source */
export const handler = memberRoute(integrationImportRoutes.sources, crmSourcesService, (request, service) =>
  service.sources(tenantOf(request), request.params.type),
);
