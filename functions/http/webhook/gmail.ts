import { webhookRoutes } from '../../../shared/api/routes/webhook';
import { publicRoute } from '../../composition/public-route';
import { mailboxPushService } from '../../composition/services/mailbox-push';
import { handleGmailPush } from '../../core/mailbox/push-webhooks';
import { logger } from '../../middleware/logger';

/** POST /api/webhook/gmail: a verified Gmail push queues its mailbox's senders; 204. */
export const handler = publicRoute(webhookRoutes.gmail, mailboxPushService, async (request, service) => {
  const authorization = request.event.headers.authorization ?? request.event.headers.Authorization;
  const outcome = await handleGmailPush(service, { authorization, body: request.body }, request.now);
  logger.info('Gmail push', { queued: outcome.queued, pushId: request.body?.message?.messageId });
  return { text: '' };
});
