import { emailRoutes } from '../../../shared/api/routes/email';
import { emailReviewService } from '../../composition/services/email-review';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/email */
export const handler = memberRoute(emailRoutes.list, emailReviewService, (request, service) =>
  service.list(tenantOf(request), request.body),
);
