import { callToActionRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/call-to-action/create */
export const handler = httpHandler(callToActionRoutes.create, (request) =>
  request.deps.services.callToAction.create(tenantOf(request), request.body),
);
