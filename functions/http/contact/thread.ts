import { contactRoutes } from '../../../shared/api/routes/contact';
import { emailReviewService } from '../../composition/services/email-review';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** GET /api/contact/{id}/thread */
export const handler = memberRoute(contactRoutes.thread, emailReviewService, (request, service) =>
  service.contactThread(tenantOf(request), request.params.id),
);
