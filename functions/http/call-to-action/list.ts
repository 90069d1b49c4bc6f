import { callToActionRoutes } from '../../../shared/api/routes/call-to-action';
import { callToActionService } from '../../composition/services/components';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/call-to-action */
export const handler = memberRoute(callToActionRoutes.list, callToActionService, (request, service) =>
  service.list(tenantOf(request), request.body),
);
