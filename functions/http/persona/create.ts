import { personaRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/persona/create */
export const handler = httpHandler(personaRoutes.create, (request) =>
  request.deps.services.persona.create(tenantOf(request), request.body),
);
