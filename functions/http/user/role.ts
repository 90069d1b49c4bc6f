import { userRoutes } from '../../../shared/api/routes/user';
import { memberRoute } from '../../composition/http';
import { noServices } from '../../composition/no-services';
import { tenantOf } from '../request';

/** GET /api/user/role */
export const handler = memberRoute(userRoutes.role, noServices, (request) => Promise.resolve({ role: tenantOf(request).role }));
