import { instantDemoRoutes } from '../../../shared/api/routes/instant-demo';
import { noServices } from '../../composition/no-services';
import { publicRoute } from '../../composition/public-route';
import { notImplemented } from '../request';

/** POST /api/instant-demo/is-valid-email */
export const handler = publicRoute(instantDemoRoutes.isValidEmail, noServices, notImplemented);
