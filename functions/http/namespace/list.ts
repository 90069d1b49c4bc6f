import { namespaceRoutes } from '../../../shared/api/routes/namespace';
import { accountsService } from '../../composition/services/accounts';
import { memberRoute } from '../../composition/http';
import { identityOf } from '../request';

/** GET /api/namespace */
export const handler = memberRoute(namespaceRoutes.list, accountsService, async (request, service) => ({
  namespaceIds: await service.namespaceIds(identityOf(request).sub),
}));
