import { sampleEmailRoutes } from '../../../shared/api/routes/sample-email';
import { memberRoute } from '../../composition/http';
import { sampleEmailService } from '../../composition/services/components';
import { tenantOf } from '../request';

/** DELETE /api/sample-email/{id} */
export const handler = memberRoute(sampleEmailRoutes.delete, sampleEmailService, (request, service) =>
  service.remove(tenantOf(request), request.params.id),
);
