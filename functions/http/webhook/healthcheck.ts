import { webhookHealthRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';

/** GET /api/webhook/healthcheck */
export const handler = httpHandler(webhookHealthRoutes.healthcheck, () => Promise.resolve({ status: 'ok' as const }));
