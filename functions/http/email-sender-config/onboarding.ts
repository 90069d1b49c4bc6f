import { senderRoutes } from '../../../shared/api/routes/email-sender-config';
import { memberRoute } from '../../composition/http';
import { senderService } from '../../composition/services/senders';
import { tenantOf } from '../request';

/** POST /api/email-sender-config/onboarding */
export const handler = memberRoute(senderRoutes.onboarding, senderService, (request, service) =>
  service.onboard(tenantOf(request), request.body),
);
