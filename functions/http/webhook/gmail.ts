import { webhookRoutes } from '../../../shared/api/routes/webhook';
import { publicRoute } from '../../composition/public-route';
import { mailboxPushService } from '../../composition/services/mailbox-push';
import { handleGmailPush, textAnswer } from '../../core/mailbox/push-webhooks';
import { logger } from '../../logger';
import { jsonBodyOf } from '../request';

/** POST /api/webhook/gmail: a verified Gmail push queues its mailbox's senders; 204. */
export const handler = publicRoute(webhookRoutes.gmail, mailboxPushService, async (request, service) => {
  const authorization = request.event.headers.authorization ?? request.event.headers.Authorization;
  const body = jsonBodyOf(request);
  const outcome = await handleGmailPush(service, { authorization, body }, request.now);
  logger.info('Gmail push', { queued: outcome.queued });
  return textAnswer('');
});
