import { personaRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/persona */
export const handler = httpHandler(personaRoutes.list, (request) =>
  request.deps.services.persona.list(tenantOf(request), request.body),
);
