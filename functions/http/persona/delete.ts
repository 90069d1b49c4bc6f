import { personaRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** DELETE /api/persona/{id} */
export const handler = httpHandler(personaRoutes.delete, (request) =>
  request.deps.services.persona.remove(tenantOf(request), request.params.id),
);
