import { personaRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** PUT /api/persona/{id} */
export const handler = httpHandler(personaRoutes.update, (request) =>
  request.deps.services.persona.update(tenantOf(request), request.params.id, request.body),
);
