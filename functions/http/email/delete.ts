import { emailRoutes } from '../../../shared/api/routes/email';
import { emailReviewService } from '../../composition/services/email-review';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** DELETE /api/email/{id} */
export const handler = memberRoute(emailRoutes.delete, emailReviewService, async (request, service) => {
  await service.remove(tenantOf(request), request.params.id);
  return { id: request.params.id };
});
