import { laterRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { notImplemented } from '../request';

/** POST /api/email-status/decrypt */
export const handler = httpHandler(laterRoutes.emailStatus_decrypt, notImplemented);
