import { webhookHealthRoutes } from '../../../shared/api/routes/webhook';
import { noServices } from '../../composition/no-services';
import { publicRoute } from '../../composition/public-route';

/** GET /api/webhook/healthcheck */
export const handler = publicRoute(webhookHealthRoutes.healthcheck, noServices, () => Promise.resolve({ status: 'ok' as const }));
