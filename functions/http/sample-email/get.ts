import { sampleEmailRoutes } from '../../../shared/api/routes/sample-email';
import { memberRoute } from '../../composition/http';
import { sampleEmailService } from '../../composition/services/components';
import { tenantOf } from '../request';

/** GET /api/sample-email/{id} */
export const handler = memberRoute(sampleEmailRoutes.get, sampleEmailService, (request, service) =>
  service.get(tenantOf(request), request.params.id),
);
