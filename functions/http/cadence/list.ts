import { cadenceRoutes } from '../../../shared/api/routes/cadence';
import { cadenceService } from '../../composition/services/components';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/cadence */
export const handler = memberRoute(cadenceRoutes.list, cadenceService, (request, service) =>
  service.list(tenantOf(request), request.body),
);
