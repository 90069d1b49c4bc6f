import { instantDemoRoutes } from '../../../shared/api/routes/instant-demo';
import { noServices } from '../../composition/no-services';
import { publicRoute } from '../../composition/public-route';
import { notImplemented } from '../request';

/** GET /api/instant-demo/random-example-email */
export const handler = publicRoute(instantDemoRoutes.randomExampleEmail, noServices, notImplemented);
