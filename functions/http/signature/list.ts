import { signatureRoutes } from '../../../shared/api/routes/signature';
import { memberRoute } from '../../composition/http';
import { signatureService } from '../../composition/services/components';
import { tenantOf } from '../request';

/** POST /api/signature */
export const handler = memberRoute(signatureRoutes.list, signatureService, (request, service) =>
  service.list(tenantOf(request), request.body),
);
