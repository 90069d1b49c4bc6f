import { sampleEmailRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/sample-email */
export const handler = httpHandler(sampleEmailRoutes.list, (request) =>
  request.deps.services.sampleEmail.list(tenantOf(request), request.body),
);
