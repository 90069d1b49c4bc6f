import { route } from '../route';
import * as api from '../schemas';

export const tierRoutes = {
  get: route({
    name: 'tier.get',
    method: 'POST',
    path: '/api/tier',
    access: 'user',
    handler: 'tier/get',
    body: api.NamespaceIdBodySchema,
    response: api.TierResponseSchema,
    summary: 'The plan tier of an instance the caller belongs to, as a string.',
    needs: { table: 'readWrite' },
  }),
};
