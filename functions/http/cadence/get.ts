import { cadenceRoutes } from '../../../shared/api/routes/cadence';
import { cadenceService } from '../../composition/services/components';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** GET /api/cadence/{id} */
export const handler = memberRoute(cadenceRoutes.get, cadenceService, (request, service) =>
  service.get(tenantOf(request), request.params.id),
);
