import { namespaceRoutes } from '../../../shared/api/routes/namespace';
import { memberRoute } from '../../composition/http';
import { memberService } from '../../composition/services/instance';
import { tenantOf } from '../request';

/** POST /api/namespace/campaign-owners */
export const handler = memberRoute(namespaceRoutes.campaignOwners, memberService, (request, service) =>
  service.campaignOwners(tenantOf(request)),
);
