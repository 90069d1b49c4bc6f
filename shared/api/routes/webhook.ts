import * as z from 'zod/mini';

import { route } from '../route';
import { HealthResponseSchema, TextResponseSchema } from '../status-schemas';

/** Microsoft Graph's subscription validation: the token to echo as text. */
const OutlookWebhookQuerySchema = z.object({
  validationToken: z.optional(z.string().check(z.maxLength(1024))),
});

export const webhookRoutes = {
  // Pub/Sub signs each push with an OIDC token: verified before anything is read. Neither webhook
  // declares a body schema: the providers' payloads carry fields that come and go, so each is read
  // loosely (JSON, as every body) and checked field by field where it is used
  gmail: route({
    name: 'webhook.gmail',
    method: 'POST',
    path: '/api/webhook/gmail',
    access: 'public',
    handler: 'webhook/gmail',
    response: TextResponseSchema,
    successStatus: 204,
    answerType: 'text',
    summary:
      "Gmail push (Pub/Sub push subscription): the `Authorization: Bearer` OIDC token must be Google's, for our audience and push service account (401 otherwise, nothing queued). Each sender watching the address the push names is queued to read its mailbox from its stored history id; 204 at once.",
    needs: { table: 'read', queues: ['inbound'], gmailPush: true },
  }),
  outlook: route({
    name: 'webhook.outlook',
    method: 'POST',
    path: '/api/webhook/outlook',
    access: 'public',
    handler: 'webhook/outlook',
    query: OutlookWebhookQuerySchema,
    response: TextResponseSchema,
    successStatus: 202,
    answerType: 'text',
    summary:
      "Microsoft Graph notifications. With `?validationToken=` answers the token as `text/plain` (200). Otherwise `{ value: [...] }`: each notification whose `clientState` matches its subscription's is queued for that subscription's sender (a new Inbox message is read; `reauthorizationRequired` renews, `subscriptionRemoved` re-creates, `missed` catches up); others are ignored. 202 at once.",
    needs: { table: 'read', queues: ['inbound'] },
  }),
  // the v3 signature covers the raw body, so the handler reads the body as sent, not as parsed JSON
  hubspot: route({
    name: 'webhook.hubspot',
    method: 'POST',
    path: '/api/webhook/hubspot',
    access: 'public',
    handler: 'webhook/hubspot',
    response: TextResponseSchema,
    successStatus: 204,
    answerType: 'text',
    summary:
      "HubSpot webhooks (v3): `X-HubSpot-Signature-v3` must be HubSpot's HMAC-SHA256, with the app's client secret, over the method, the public URL HubSpot called, the raw body and `X-HubSpot-Request-Timestamp`, within 5 minutes (401 otherwise, nothing queued). The body is a JSON array of events; each contact email change, deletion and merge is queued once per instance connected to its portal (`portalId`), and applied once per instance whatever HubSpot's attempt number; other events and unknown portals are ignored. 204 at once.",
    needs: { table: 'read', queues: ['crmEvents'], publicUrls: true, crm: true },
  }),
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
