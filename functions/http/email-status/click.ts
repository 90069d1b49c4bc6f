import { emailStatusRoutes } from '../../../shared/api/routes/email-status';
import { publicRoute } from '../../composition/public-route';
import { trackingLinksService } from '../../composition/services/tracking';
import { logger } from '../../logger';

/** GET /api/email-status/click: records the click, redirects to the address the token names. */
export const handler = publicRoute(emailStatusRoutes.click, trackingLinksService, async (request, service) => {
  const visit = await service.click(request.query.token, request.event.requestContext.http.userAgent);
  logger.appendKeys({ namespaceId: visit.namespaceId });
  logger.info('email link followed', { outcome: visit.outcome });
  return { location: visit.location };
});
