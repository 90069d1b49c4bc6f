import { personaRoutes } from '../../../shared/api/routes/persona';
import { memberRoute } from '../../composition/http';
import { personaService } from '../../composition/services/components';
import { tenantOf } from '../request';

/** DELETE /api/persona/{id} */
export const handler = memberRoute(personaRoutes.delete, personaService, (request, service) =>
  service.remove(tenantOf(request), request.params.id),
);
