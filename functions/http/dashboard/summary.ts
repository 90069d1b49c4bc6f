import { dashboardRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** GET /api/dashboard/summary */
export const handler = httpHandler(dashboardRoutes.summary, (request) =>
  request.deps.services.dashboard.summary(tenantOf(request)),
);
