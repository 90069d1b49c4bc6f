import { emailRoutes } from '../../../shared/api/routes/email';
import { emailReviewService } from '../../composition/services/email-review';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/email/{id}/cancel */
export const handler = memberRoute(emailRoutes.cancel, emailReviewService, (request, service) =>
  service.cancel(tenantOf(request), request.params.id),
);
