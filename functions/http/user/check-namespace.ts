import { userRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { identityOf } from '../request';

/** POST /api/user/namespace */
export const handler = httpHandler(userRoutes.checkNamespace, async (request) => {
  const role = await request.deps.accounts.roleIn(request.body.namespaceId, identityOf(request).sub);
  const exists = role !== null && (await request.deps.repos.namespaces.find(request.body.namespaceId)) !== null;
  return { namespaceId: request.body.namespaceId, valid: exists };
});
