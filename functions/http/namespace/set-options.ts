import { namespaceRoutes } from '../../../shared/api/routes/namespace';
import { memberRoute } from '../../composition/http';
import { optionService } from '../../composition/services/instance';
import { tenantOf } from '../request';

/** POST /api/namespace/options */
export const handler = memberRoute(namespaceRoutes.setOptions, optionService, (request, service) =>
  service.setNamespaceOptions(tenantOf(request), request.body),
);
