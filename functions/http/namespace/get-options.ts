import { namespaceRoutes } from '../../../shared/api/routes/namespace';
import { memberRoute } from '../../composition/http';
import { optionService } from '../../composition/services/instance';
import { userOf } from '../request';

/** GET /api/namespace/options */
export const handler = memberRoute(namespaceRoutes.getOptions, optionService, (request, service) => {
  // the selected instance when the caller sent one (membership already checked), else their default
  const user = userOf(request);
  const tenant = request.tenant ?? { namespaceId: user.defaultNamespaceId ?? '', userId: user.id, role: 'DEFAULT' as const };
  return service.list(tenant);
});
