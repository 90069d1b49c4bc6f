import { laterRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { notImplemented } from '../request';

/** POST /api/webhook/hubspot */
export const handler = httpHandler(laterRoutes.webhook_hubspot, notImplemented);
