import { namespaceRoutes } from '../../../shared/api/routes/namespace';
import { memberRoute } from '../../composition/http';
import { instanceSettingsService } from '../../composition/services/instance';
import { tenantOf } from '../request';

/** PUT /api/namespace */
export const handler = memberRoute(namespaceRoutes.update, instanceSettingsService, async (request, service) => {
  const ctx = tenantOf(request);
  const namespace = await service.update(ctx, request.body);
  // this container's chain reads the instance afresh
  request.forget.namespace(ctx.namespaceId);
  return namespace;
});
