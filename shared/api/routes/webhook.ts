import { route } from '../route';
import { HealthResponseSchema } from '../status-schemas';
import { later } from './later';

export const webhookRoutes = {
  gmail: later('webhook.gmail', 'POST', '/api/webhook/gmail', 'public', 'webhook/gmail', 'Gmail push notifications.'),
  outlook: later(
    'webhook.outlook',
    'POST',
    '/api/webhook/outlook',
    'public',
    'webhook/outlook',
    'Microsoft Graph change notifications.',
  ),
  hubspot: later('webhook.hubspot', 'POST', '/api/webhook/hubspot', 'public', 'webhook/hubspot', 'HubSpot webhooks.'),
};

export const webhookHealthRoutes = {
  healthcheck: route({
    name: 'webhook.healthcheck',
    method: 'GET',
    path: '/api/webhook/healthcheck',
    access: 'public',
    handler: 'webhook/healthcheck',
    response: HealthResponseSchema,
    summary: 'Liveness of the webhook endpoint.',
    needs: {},
  }),
};
