import { emailRoutes } from '../../../shared/api/routes/email';
import { emailReviewService } from '../../composition/services/email-review';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/email/{id}/copied */
export const handler = memberRoute(emailRoutes.copied, emailReviewService, (request, service) =>
  service.copied(tenantOf(request), request.params.id),
);
