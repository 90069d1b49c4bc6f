import { sampleEmailRoutes } from '../../../shared/api/routes/sample-email';
import { memberRoute } from '../../composition/http';
import { sampleEmailService } from '../../composition/services/components';
import { tenantOf } from '../request';

/** POST /api/sample-email */
export const handler = memberRoute(sampleEmailRoutes.list, sampleEmailService, (request, service) =>
  service.list(tenantOf(request), request.body),
);
