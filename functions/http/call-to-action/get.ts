import { callToActionRoutes } from '../../../shared/api/routes/call-to-action';
import { callToActionService } from '../../composition/services/components';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** GET /api/call-to-action/{id} */
export const handler = memberRoute(callToActionRoutes.get, callToActionService, (request, service) =>
  service.get(tenantOf(request), request.params.id),
);
