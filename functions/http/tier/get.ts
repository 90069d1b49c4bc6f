import { tierRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { identityOf } from '../request';

/** POST /api/tier */
export const handler = httpHandler(
  tierRoutes.get,
  async (request) => (await request.deps.accounts.namespaceForMember(request.body.namespaceId, identityOf(request).sub)).tier,
);
