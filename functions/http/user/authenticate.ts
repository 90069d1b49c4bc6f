import { userRoutes } from '../../../shared/api/routes/user';
import { accountsService } from '../../composition/services/accounts';
import { memberRoute } from '../../composition/http';
import { identityOf } from '../request';

/** POST /api/user/authenticate */
export const handler = memberRoute(userRoutes.authenticate, accountsService, (request, service) =>
  service.authenticate(identityOf(request), request.accountCreated),
);
