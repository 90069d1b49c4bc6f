import { emailRoutes } from '../../../shared/api/routes/email';
import { emailReviewService } from '../../composition/services/email-review';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/email/{id}/review */
export const handler = memberRoute(emailRoutes.review, emailReviewService, (request, service) =>
  service.review(tenantOf(request), request.params.id, request.body.reviewStatus),
);
