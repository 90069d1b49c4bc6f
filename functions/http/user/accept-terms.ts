import { userRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { userOf } from '../request';

/** POST /api/user/acceptTerms */
export const handler = httpHandler(userRoutes.acceptTerms, (request) => request.deps.accounts.acceptTerms(userOf(request).id));
