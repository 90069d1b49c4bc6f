import { namespaceRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/namespace/campaign-owners */
export const handler = httpHandler(namespaceRoutes.campaignOwners, (request) =>
  request.deps.services.members.campaignOwners(tenantOf(request)),
);
