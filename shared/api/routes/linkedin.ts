import { later } from './later';

export const linkedinRoutes = {
  session: later(
    'linkedin.session',
    'POST',
    '/api/linkedin/session',
    'tenant',
    'linkedin/session',
    'LinkedIn session of the browser extension.',
    { table: 'read' },
  ),
};
