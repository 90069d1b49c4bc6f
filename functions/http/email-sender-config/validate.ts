import { senderRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';

/** POST /api/email-sender-config/validate */
export const handler = httpHandler(senderRoutes.validate, (request) => request.deps.services.sender.validate(request.body));
