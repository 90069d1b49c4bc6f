import { laterRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { notImplemented } from '../request';

/** POST /api/instant-demo/is-valid-email */
export const handler = httpHandler(laterRoutes.instantDemo_isValidEmail, notImplemented);
