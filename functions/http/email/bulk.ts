import { emailRoutes } from '../../../shared/api/routes/email';
import { emailReviewService } from '../../composition/services/email-review';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/email/bulk */
export const handler = memberRoute(emailRoutes.bulk, emailReviewService, (request, service) =>
  service.bulk(tenantOf(request), request.body),
);
