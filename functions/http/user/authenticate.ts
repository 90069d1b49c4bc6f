import { userRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { identityOf } from '../request';

/** POST /api/user/authenticate */
export const handler = httpHandler(userRoutes.authenticate, (request) =>
  request.deps.accounts.authenticate(identityOf(request), request.accountCreated),
);
