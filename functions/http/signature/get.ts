import { signatureRoutes } from '../../../shared/api/routes/signature';
import { memberRoute } from '../../composition/http';
import { signatureService } from '../../composition/services/components';
import { tenantOf } from '../request';

/** GET /api/signature/{id} */
export const handler = memberRoute(signatureRoutes.get, signatureService, (request, service) =>
  service.get(tenantOf(request), request.params.id),
);
