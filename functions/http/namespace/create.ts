import { namespaceRoutes } from '../../../shared/api/routes/namespace';
import { memberRoute } from '../../composition/http';
import { instancesService } from '../../composition/services/accounts';
import { userOf } from '../request';

/** POST /api/namespace */
export const handler = memberRoute(namespaceRoutes.create, instancesService, (request, service) =>
  service.create(userOf(request), request.body),
);
