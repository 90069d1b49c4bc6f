import { namespaceRoutes } from '../../../shared/api/routes/namespace';
import { memberRoute } from '../../composition/http';
import { onboardingService } from '../../composition/services/instance';
import { tenantOf } from '../request';

/** POST /api/namespace/complete-onboarding */
export const handler = memberRoute(namespaceRoutes.completeOnboarding, onboardingService, async (request, service) => {
  const ctx = tenantOf(request);
  const namespace = await service.complete(ctx);
  // this container's gate reads the instance afresh
  request.forget.namespace(ctx.namespaceId);
  return namespace;
});
