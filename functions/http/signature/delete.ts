import { signatureRoutes } from '../../../shared/api/routes/signature';
import { memberRoute } from '../../composition/http';
import { signatureService } from '../../composition/services/components';
import { tenantOf } from '../request';

/** DELETE /api/signature/{id} */
export const handler = memberRoute(signatureRoutes.delete, signatureService, (request, service) =>
  service.remove(tenantOf(request), request.params.id),
);
