import { callToActionRoutes } from '../../../shared/api/routes/call-to-action';
import { callToActionService } from '../../composition/services/components';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/call-to-action/create */
export const handler = memberRoute(callToActionRoutes.create, callToActionService, (request, service) =>
  service.create(tenantOf(request), request.body),
);
