import { sampleEmailRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/sample-email/create */
export const handler = httpHandler(sampleEmailRoutes.create, (request) =>
  request.deps.services.sampleEmail.create(tenantOf(request), request.body),
);
