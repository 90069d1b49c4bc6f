import { personaRoutes } from '../../../shared/api/routes/persona';
import { memberRoute } from '../../composition/http';
import { personaService } from '../../composition/services/components';
import { tenantOf } from '../request';

/** POST /api/persona */
export const handler = memberRoute(personaRoutes.list, personaService, (request, service) =>
  service.list(tenantOf(request), request.body),
);
