import { webhookRoutes } from '../../../shared/api/routes/webhook';
import { noServices } from '../../composition/no-services';
import { publicRoute } from '../../composition/public-route';
import { notImplemented } from '../request';

/** POST /api/webhook/outlook */
export const handler = publicRoute(webhookRoutes.outlook, noServices, notImplemented);
