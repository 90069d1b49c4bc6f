import { callToActionRoutes } from '../../../shared/api/routes/call-to-action';
import { callToActionService } from '../../composition/services/components';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** DELETE /api/call-to-action/{id} */
export const handler = memberRoute(callToActionRoutes.delete, callToActionService, (request, service) =>
  service.remove(tenantOf(request), request.params.id),
);
