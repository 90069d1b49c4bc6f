import { senderRoutes } from '../../../shared/api/routes';
import { smtpVerifierFromEnv } from '../../adapters/mail/smtp-verifier';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/email-sender-config/validate */
export const handler = httpHandler(senderRoutes.validate, (request) =>
  request.deps.services.sender.validate(tenantOf(request), request.body, request.deps.now(), smtpVerifierFromEnv()),
);
