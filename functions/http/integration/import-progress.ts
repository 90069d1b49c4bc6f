import { integrationImportRoutes } from '../../../shared/api/routes/integration-import';
import { memberRoute } from '../../composition/http';
import { crmImportStatusService } from '../../composition/services/crm-import';
import { tenantOf } from '../request';

/** GET /api/integration/{type}/import */
export const handler = memberRoute(integrationImportRoutes.progress, crmImportStatusService, (request, service) =>
  service.status(tenantOf(request), request.params.type),
);
