import { namespaceRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/namespace/reset */
export const handler = httpHandler(namespaceRoutes.reset, (request) =>
  request.deps.services.options.reset(tenantOf(request), request.body.namespaceId),
);
