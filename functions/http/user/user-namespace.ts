import { userRoutes } from '../../../shared/api/routes/user';
import { memberRoute } from '../../composition/http';
import { noServices } from '../../composition/no-services';
import { userOf } from '../request';

/** GET /api/user/user-namespace */
export const handler = memberRoute(userRoutes.userNamespace, noServices, (request) =>
  Promise.resolve({ namespaceId: userOf(request).defaultNamespaceId }),
);
