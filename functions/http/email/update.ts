import { emailRoutes } from '../../../shared/api/routes/email';
import { emailEditService } from '../../composition/services/email-review';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** PUT /api/email/{id} */
export const handler = memberRoute(emailRoutes.update, emailEditService, (request, service) =>
  service.edit(tenantOf(request), request.params.id, request.body),
);
