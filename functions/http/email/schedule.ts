import { emailRoutes } from '../../../shared/api/routes/email';
import { emailReviewService } from '../../composition/services/email-review';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/email/{id}/schedule */
export const handler = memberRoute(emailRoutes.schedule, emailReviewService, (request, service) =>
  service.schedule(tenantOf(request), request.params.id, request.body),
);
