import { personaRoutes } from '../../../shared/api/routes/persona';
import { memberRoute } from '../../composition/http';
import { personaService } from '../../composition/services/components';
import { tenantOf } from '../request';

/** POST /api/persona/create */
export const handler = memberRoute(personaRoutes.create, personaService, (request, service) =>
  service.create(tenantOf(request), request.body),
);
