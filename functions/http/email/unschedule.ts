import { emailRoutes } from '../../../shared/api/routes/email';
import { emailReviewService } from '../../composition/services/email-review';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/email/{id}/unschedule */
export const handler = memberRoute(emailRoutes.unschedule, emailReviewService, (request, service) =>
  service.unschedule(tenantOf(request), request.params.id),
);
