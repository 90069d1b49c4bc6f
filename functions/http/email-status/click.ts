import { laterRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { notImplemented } from '../request';

/** GET /api/email-status/click */
export const handler = httpHandler(laterRoutes.emailStatus_click, notImplemented);
