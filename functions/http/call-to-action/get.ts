import { callToActionRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** GET /api/call-to-action/{id} */
export const handler = httpHandler(callToActionRoutes.get, (request) =>
  request.deps.services.callToAction.get(tenantOf(request), request.params.id),
);
