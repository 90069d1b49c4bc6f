import { LinkedInSessionInputSchema, LinkedInSessionSchema } from '../../schemas/email-review';
import * as z from '../../schemas/zod';
import { route } from '../route';

export const linkedinRoutes = {
  session: route({
    name: 'linkedin.session',
    method: 'POST',
    path: '/api/linkedin/session',
    access: 'tenant',
    handler: 'linkedin/session',
    body: z.optional(LinkedInSessionInputSchema),
    response: LinkedInSessionSchema,
    summary:
      'The browser extension reports the LinkedIn messages it sent and takes the next ones due (at most 10, held for it 10 minutes).',
    needs: { table: 'readWrite' },
  }),
};
