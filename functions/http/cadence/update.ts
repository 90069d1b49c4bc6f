import { cadenceRoutes } from '../../../shared/api/routes/cadence';
import { cadenceService } from '../../composition/services/components';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** PUT /api/cadence/{id} */
export const handler = memberRoute(cadenceRoutes.update, cadenceService, (request, service) =>
  service.update(tenantOf(request), request.params.id, request.body),
);
