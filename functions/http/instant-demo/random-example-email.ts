import { laterRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { notImplemented } from '../request';

/** GET /api/instant-demo/random-example-email */
export const handler = httpHandler(laterRoutes.instantDemo_randomExampleEmail, notImplemented);
