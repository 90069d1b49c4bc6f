import { tierRoutes } from '../../../shared/api/routes/tier';
import { accountsService } from '../../composition/services/accounts';
import { memberRoute } from '../../composition/http';
import { identityOf } from '../request';

/** POST /api/tier */
export const handler = memberRoute(
  tierRoutes.get,
  accountsService,
  async (request, service) => (await service.namespaceForMember(request.body.namespaceId, identityOf(request).sub)).tier,
);
