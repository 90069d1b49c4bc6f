import { signatureRoutes } from '../../../shared/api/routes/signature';
import { memberRoute } from '../../composition/http';
import { signatureService } from '../../composition/services/components';
import { tenantOf } from '../request';

/** PUT /api/signature/{id} */
export const handler = memberRoute(signatureRoutes.update, signatureService, (request, service) =>
  service.update(tenantOf(request), request.params.id, request.body),
);
