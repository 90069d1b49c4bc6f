import { personaRoutes } from '../../../shared/api/routes/persona';
import { memberRoute } from '../../composition/http';
import { personaService } from '../../composition/services/components';
import { tenantOf } from '../request';

/** PUT /api/persona/{id} */
export const handler = memberRoute(personaRoutes.update, personaService, (request, service) =>
  service.update(tenantOf(request), request.params.id, request.body),
);
