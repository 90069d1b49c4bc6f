import { userRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { identityOf } from '../request';

/** GET /api/user/namespace */
export const handler = httpHandler(userRoutes.getNamespace, (request) =>
  request.deps.accounts.namespaceForMember(request.query.id, identityOf(request).sub),
);
