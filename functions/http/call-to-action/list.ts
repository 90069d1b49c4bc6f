import { callToActionRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/call-to-action */
export const handler = httpHandler(callToActionRoutes.list, (request) =>
  request.deps.services.callToAction.list(tenantOf(request), request.body),
);
