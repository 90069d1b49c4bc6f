import { senderRoutes } from '../../../shared/api/routes';
import { smtpVerifierFromEnv } from '../../adapters/mail/smtp-verifier';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/email-sender-config/health */
export const handler = httpHandler(senderRoutes.health, (request) =>
  request.deps.services.sender.health(tenantOf(request), request.body.senderEmail, request.deps.now(), smtpVerifierFromEnv()),
);
