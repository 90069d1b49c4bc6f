import { dashboardRoutes } from '../../../shared/api/routes/dashboard';
import { dashboardService } from '../../composition/services/instance';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** GET /api/dashboard/summary */
export const handler = memberRoute(dashboardRoutes.summary, dashboardService, (request, service) =>
  service.summary(tenantOf(request)),
);
