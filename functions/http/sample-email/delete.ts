import { sampleEmailRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** DELETE /api/sample-email/{id} */
export const handler = httpHandler(sampleEmailRoutes.delete, (request) =>
  request.deps.services.sampleEmail.remove(tenantOf(request), request.params.id),
);
