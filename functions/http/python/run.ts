import { laterRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { notImplemented } from '../request';

/** POST /api/python */
export const handler = httpHandler(laterRoutes.python_run, notImplemented);
