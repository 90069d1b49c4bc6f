import { emailStatusRoutes } from '../../../shared/api/routes/email-status';
import { memberRoute } from '../../composition/http';
import { emailLinksService } from '../../composition/services/email-links';
import { tenantOf } from '../request';

/** POST /api/email-status/encrypt: the signed links of one of the caller's instance's emails. */
export const handler = memberRoute(emailStatusRoutes.encrypt, emailLinksService, (request, service) =>
  service.links(tenantOf(request), request.body),
);
