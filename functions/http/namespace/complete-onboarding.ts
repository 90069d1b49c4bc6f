import { namespaceRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/namespace/complete-onboarding */
export const handler = httpHandler(namespaceRoutes.completeOnboarding, async (request) => {
  const ctx = tenantOf(request);
  const namespace = await request.deps.services.onboarding.complete(ctx);
  // this container's gate reads the instance afresh
  request.deps.namespaceCache.delete(ctx.namespaceId);
  return namespace;
});
