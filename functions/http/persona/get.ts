import { personaRoutes } from '../../../shared/api/routes/persona';
import { memberRoute } from '../../composition/http';
import { personaService } from '../../composition/services/components';
import { tenantOf } from '../request';

/** GET /api/persona/{id} */
export const handler = memberRoute(personaRoutes.get, personaService, (request, service) =>
  service.get(tenantOf(request), request.params.id),
);
