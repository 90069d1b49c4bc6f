import { namespaceRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { identityOf, userOf } from '../request';

/** GET /api/namespace/default */
export const handler = httpHandler(namespaceRoutes.default, (request) =>
  request.deps.accounts.namespaceForMember(userOf(request).defaultNamespaceId ?? '', identityOf(request).sub),
);
