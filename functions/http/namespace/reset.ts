import { namespaceRoutes } from '../../../shared/api/routes/namespace';
import { memberRoute } from '../../composition/http';
import { optionService } from '../../composition/services/instance';
import { tenantOf } from '../request';

/** POST /api/namespace/reset */
export const handler = memberRoute(namespaceRoutes.reset, optionService, (request, service) =>
  service.reset(tenantOf(request), request.body.namespaceId),
);
