import { linkedinRoutes } from '../../../shared/api/routes/linkedin';
import { linkedInSessionService } from '../../composition/services/email-review';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/linkedin/session */
export const handler = memberRoute(linkedinRoutes.session, linkedInSessionService, (request, service) =>
  service.session(tenantOf(request), request.body),
);
