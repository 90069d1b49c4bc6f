import { emailRoutes } from '../../../shared/api/routes/email';
import { emailReviewService } from '../../composition/services/email-review';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** GET /api/email/{id} */
export const handler = memberRoute(emailRoutes.get, emailReviewService, (request, service) =>
  service.get(tenantOf(request), request.params.id),
);
