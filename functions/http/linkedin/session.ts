import { laterRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { notImplemented } from '../request';

/** POST /api/linkedin/session */
export const handler = httpHandler(laterRoutes.linkedin_session, notImplemented);
