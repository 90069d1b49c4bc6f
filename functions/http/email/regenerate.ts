import { emailRoutes } from '../../../shared/api/routes/email';
import { emailRegenerateService } from '../../composition/services/email-regenerate';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/email/{id}/regenerate */
export const handler = memberRoute(emailRoutes.regenerate, emailRegenerateService, (request, service) =>
  service.regenerate(tenantOf(request), request.params.id, request.body?.instruction),
);
