import { laterRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { notImplemented } from '../request';

/** GET /api/email-status/unsubscribe */
export const handler = httpHandler(laterRoutes.emailStatus_unsubscribe, notImplemented);
