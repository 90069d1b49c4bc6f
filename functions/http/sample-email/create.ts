import { sampleEmailRoutes } from '../../../shared/api/routes/sample-email';
import { memberRoute } from '../../composition/http';
import { sampleEmailService } from '../../composition/services/components';
import { tenantOf } from '../request';

/** POST /api/sample-email/create */
export const handler = memberRoute(sampleEmailRoutes.create, sampleEmailService, (request, service) =>
  service.create(tenantOf(request), request.body),
);
