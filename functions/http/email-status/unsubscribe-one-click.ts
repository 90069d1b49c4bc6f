import { emailStatusRoutes } from '../../../shared/api/routes/email-status';
import { publicRoute } from '../../composition/public-route';
import { oneClickUnsubscribeService } from '../../composition/services/suppression';
import { logger } from '../../logger';

/** POST /api/email-status/unsubscribe: one-click unsubscribe (RFC 8058), no sign-in. */
export const handler = publicRoute(
  emailStatusRoutes.unsubscribeOneClick,
  oneClickUnsubscribeService,
  async (request, service) => {
    const { namespaceId } = await service.unsubscribe(request.query.token);
    logger.appendKeys({ namespaceId });
    logger.info('unsubscribed by link');
    return { unsubscribed: true as const };
  },
);
