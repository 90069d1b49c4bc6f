import { webhookRoutes } from '../../../shared/api/routes/webhook';
import { publicRoute } from '../../composition/public-route';
import { mailboxPushService } from '../../composition/services/mailbox-push';
import { handleGraphNotifications, textAnswer } from '../../core/mailbox/push-webhooks';
import { logger } from '../../logger';
import { jsonBodyOf } from '../request';

/**
 * POST /api/webhook/outlook: Graph's validation request gets its token back as text (200);
 * notifications are checked and queued (202).
 */
export const handler = publicRoute(webhookRoutes.outlook, mailboxPushService, async (request, service) => {
  const validationToken = request.query.validationToken;
  if (validationToken !== undefined) return textAnswer(validationToken, 200);
  const outcome = await handleGraphNotifications(service, jsonBodyOf(request));
  if (outcome.ignored > 0) logger.warn('Graph notifications ignored', { ...outcome });
  else logger.info('Graph notifications', { ...outcome });
  return textAnswer('');
});
