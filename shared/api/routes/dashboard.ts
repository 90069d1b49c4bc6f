import { route } from '../route';
import * as api from '../schemas';

export const dashboardRoutes = {
  summary: route({
    name: 'dashboard.summary',
    method: 'GET',
    path: '/api/dashboard/summary',
    access: 'tenant',
    handler: 'dashboard/summary',
    response: api.DashboardSummaryResponseSchema,
    summary: 'The instance at a glance: contacts, campaigns and emails by status, contacts emailed and time saved.',
    needs: { table: 'read' },
  }),
};
