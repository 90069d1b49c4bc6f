import { sampleEmailRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** GET /api/sample-email/{id} */
export const handler = httpHandler(sampleEmailRoutes.get, (request) =>
  request.deps.services.sampleEmail.get(tenantOf(request), request.params.id),
);
