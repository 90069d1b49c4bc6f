import { userRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';

/** POST /api/user/register */
export const handler = httpHandler(userRoutes.register, (request) => request.deps.accounts.register(request.body));
