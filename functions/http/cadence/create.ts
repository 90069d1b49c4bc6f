import { cadenceRoutes } from '../../../shared/api/routes/cadence';
import { cadenceService } from '../../composition/services/components';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/cadence/create */
export const handler = memberRoute(cadenceRoutes.create, cadenceService, (request, service) =>
  service.create(tenantOf(request), request.body),
);
