import { laterRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { notImplemented } from '../request';

/** GET /api/email-status/read */
export const handler = httpHandler(laterRoutes.emailStatus_read, notImplemented);
