import { userRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { userOf } from '../request';

/** GET /api/user/user-namespace */
export const handler = httpHandler(userRoutes.userNamespace, (request) =>
  Promise.resolve({ namespaceId: userOf(request).defaultNamespaceId }),
);
