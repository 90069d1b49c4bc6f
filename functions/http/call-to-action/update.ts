import { callToActionRoutes } from '../../../shared/api/routes/call-to-action';
import { callToActionService } from '../../composition/services/components';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** PUT /api/call-to-action/{id} */
export const handler = memberRoute(callToActionRoutes.update, callToActionService, (request, service) =>
  service.update(tenantOf(request), request.params.id, request.body),
);
