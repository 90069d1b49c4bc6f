import { namespaceRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { userOf } from '../request';

/** GET /api/namespace/options */
export const handler = httpHandler(namespaceRoutes.getOptions, (request) => {
  // the selected instance when the caller sent one (membership already checked), else their default
  const user = userOf(request);
  const tenant = request.tenant ?? { namespaceId: user.defaultNamespaceId ?? '', userId: user.id, role: 'DEFAULT' as const };
  return request.deps.services.options.list(tenant);
});
