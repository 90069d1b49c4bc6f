import { emailStatusRoutes } from '../../../shared/api/routes/email-status';
import { publicRoute } from '../../composition/public-route';
import { trackingLinksService } from '../../composition/services/tracking';
import { TRACKING_PIXEL_CONTENT_TYPE, TRACKING_PIXEL_GIF_BASE64 } from '../../core/tracking/tracking-links';
import { logger } from '../../logger';

/** GET /api/email-status/read: the open pixel; records the open, answers the 1×1 GIF. */
export const handler = publicRoute(emailStatusRoutes.read, trackingLinksService, async (request, service) => {
  const visit = await service.open(request.query.token, request.event.requestContext.http.userAgent);
  logger.appendKeys({ namespaceId: visit.namespaceId });
  logger.info('email opened', { outcome: visit.outcome });
  return { contentType: TRACKING_PIXEL_CONTENT_TYPE, base64: TRACKING_PIXEL_GIF_BASE64 };
});
