import { pythonRoutes } from '../../../shared/api/routes/instant-demo';
import { noServices } from '../../composition/no-services';
import { publicRoute } from '../../composition/public-route';
import { notImplemented } from '../request';

/** POST /api/python */
export const handler = publicRoute(pythonRoutes.run, noServices, notImplemented);
