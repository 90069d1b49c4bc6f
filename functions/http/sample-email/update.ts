import { sampleEmailRoutes } from '../../../shared/api/routes/sample-email';
import { memberRoute } from '../../composition/http';
import { sampleEmailService } from '../../composition/services/components';
import { tenantOf } from '../request';

/** PUT /api/sample-email/{id} */
export const handler = memberRoute(sampleEmailRoutes.update, sampleEmailService, (request, service) =>
  service.update(tenantOf(request), request.params.id, request.body),
);
