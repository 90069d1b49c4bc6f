import { userRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** GET /api/user/role */
export const handler = httpHandler(userRoutes.role, (request) => Promise.resolve({ role: tenantOf(request).role }));
