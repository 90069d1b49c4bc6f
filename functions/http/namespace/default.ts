import { namespaceRoutes } from '../../../shared/api/routes/namespace';
import { accountsService } from '../../composition/services/accounts';
import { memberRoute } from '../../composition/http';
import { identityOf, userOf } from '../request';

/** GET /api/namespace/default */
export const handler = memberRoute(namespaceRoutes.default, accountsService, (request, service) =>
  service.namespaceForMember(userOf(request).defaultNamespaceId ?? '', identityOf(request).sub),
);
