import { route } from '../route';
import * as api from '../schemas';

export const integrationRoutes = {
  list: route({
    name: 'integration.list',
    method: 'GET',
    path: '/api/integration',
    access: 'tenant',
    handler: 'integration/list',
    response: api.IntegrationsResponseSchema,
    summary: 'The CRM integrations of the instance (both types; NOT_SETUP until connected).',
    needs: { table: 'read' },
  }),
};
