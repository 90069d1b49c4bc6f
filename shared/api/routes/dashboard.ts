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
    summary:
      "The instance's outreach at a glance: sent, opened, clicked, replied, bounced and unsubscribed with their rates, in all, per campaign and per send week for the last 8 weeks; contacts emailed and time saved.",
    needs: { table: 'read' },
  }),
};
