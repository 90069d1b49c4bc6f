import { personaRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** GET /api/persona/{id} */
export const handler = httpHandler(personaRoutes.get, (request) =>
  request.deps.services.persona.get(tenantOf(request), request.params.id),
);
