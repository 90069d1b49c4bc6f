import { webhookRoutes } from '../../../shared/api/routes/webhook';
import { noServices } from '../../composition/no-services';
import { publicRoute } from '../../composition/public-route';
import { notImplemented } from '../request';

/** POST /api/webhook/hubspot */
export const handler = publicRoute(webhookRoutes.hubspot, noServices, notImplemented);
