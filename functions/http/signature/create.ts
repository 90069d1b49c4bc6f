import { signatureRoutes } from '../../../shared/api/routes/signature';
import { memberRoute } from '../../composition/http';
import { signatureService } from '../../composition/services/components';
import { tenantOf } from '../request';

/** POST /api/signature/create */
export const handler = memberRoute(signatureRoutes.create, signatureService, (request, service) =>
  service.create(tenantOf(request), request.body),
);
