import { callToActionRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** PUT /api/call-to-action/{id} */
export const handler = httpHandler(callToActionRoutes.update, (request) =>
  request.deps.services.callToAction.update(tenantOf(request), request.params.id, request.body),
);
