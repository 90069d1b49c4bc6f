import { namespaceRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { identityOf } from '../request';

/** GET /api/namespace */
export const handler = httpHandler(namespaceRoutes.list, async (request) => ({
  namespaceIds: await request.deps.accounts.namespaceIds(identityOf(request).sub),
}));
