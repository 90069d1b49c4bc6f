import { cadenceRoutes } from '../../../shared/api/routes/cadence';
import { cadenceService } from '../../composition/services/components';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** DELETE /api/cadence/{id} */
export const handler = memberRoute(cadenceRoutes.delete, cadenceService, (request, service) =>
  service.remove(tenantOf(request), request.params.id),
);
