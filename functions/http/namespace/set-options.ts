import { namespaceRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/namespace/options */
export const handler = httpHandler(namespaceRoutes.setOptions, (request) =>
  request.deps.services.options.setNamespaceOptions(tenantOf(request), request.body),
);
