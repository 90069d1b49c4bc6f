import { callToActionRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** DELETE /api/call-to-action/{id} */
export const handler = httpHandler(callToActionRoutes.delete, (request) =>
  request.deps.services.callToAction.remove(tenantOf(request), request.params.id),
);
