import { userRoutes } from '../../../shared/api/routes/user';
import { accountsService } from '../../composition/services/accounts';
import { memberRoute } from '../../composition/http';
import { identityOf } from '../request';

/** GET /api/user/namespace */
export const handler = memberRoute(userRoutes.getNamespace, accountsService, (request, service) =>
  service.namespaceForMember(request.query.id, identityOf(request).sub),
);
