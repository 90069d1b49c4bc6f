import { webhookRoutes } from '../../../shared/api/routes/webhook';
import { publicRoute } from '../../composition/public-route';
import { hubspotWebhookService } from '../../composition/services/hubspot-webhook';
import { handleHubSpotWebhook } from '../../core/crm/hubspot-webhook';
import { textAnswer } from '../../core/mailbox/push-webhooks';
import { logger } from '../../logger';
import { hubSpotRequestOf } from '../hubspot-request';

/** POST /api/webhook/hubspot: a signed batch of HubSpot events is queued per instance; 204. */
export const handler = publicRoute(webhookRoutes.hubspot, hubspotWebhookService, async (request, service) => {
  const outcome = await handleHubSpotWebhook(service, hubSpotRequestOf(request.event, service.publicApiOrigin), request.now);
  if (outcome.unknownPortals.length > 0) logger.warn('HubSpot events of unknown portals ignored', { ...outcome });
  else logger.info('HubSpot events', { ...outcome });
  return textAnswer('');
});
