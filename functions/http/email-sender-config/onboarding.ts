import { senderRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/email-sender-config/onboarding */
export const handler = httpHandler(senderRoutes.onboarding, (request) =>
  request.deps.services.sender.onboard(tenantOf(request), request.body),
);
