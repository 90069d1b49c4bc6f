import { sampleEmailRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** PUT /api/sample-email/{id} */
export const handler = httpHandler(sampleEmailRoutes.update, (request) =>
  request.deps.services.sampleEmail.update(tenantOf(request), request.params.id, request.body),
);
