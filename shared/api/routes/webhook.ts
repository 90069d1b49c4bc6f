import * as z from 'zod/mini';

import { route } from '../route';
import { HealthResponseSchema, TextResponseSchema } from '../status-schemas';
import { later } from './later';

/**
 * A Gmail push as Pub/Sub sends it: the message's data (base64 JSON `{ emailAddress, historyId }`)
 * and ids. Read only once the push's token is verified; other fields are allowed and ignored.
 */
export const GmailPushBodySchema = z.optional(
  z.looseObject({
    message: z.optional(z.looseObject({ data: z.optional(z.string()), messageId: z.optional(z.string()) })),
    subscription: z.optional(z.string()),
  }),
);

/** Microsoft Graph's subscription validation: the token to echo as text. */
export const OutlookWebhookQuerySchema = z.object({
  validationToken: z.optional(z.string().check(z.maxLength(1024))),
});

/** Microsoft Graph change and lifecycle notifications: `{ value: [ notification ] }`, each checked on its own. */
export const OutlookNotificationsBodySchema = z.optional(z.looseObject({ value: z.optional(z.array(z.looseObject({}))) }));

export const webhookRoutes = {
  // Pub/Sub signs each push with an OIDC token: verified before anything is read
  gmail: route({
    name: 'webhook.gmail',
    method: 'POST',
    path: '/api/webhook/gmail',
    access: 'public',
    handler: 'webhook/gmail',
    body: GmailPushBodySchema,
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
    body: OutlookNotificationsBodySchema,
    response: TextResponseSchema,
    successStatus: 202,
    answerType: 'text',
    summary:
      "Microsoft Graph notifications. With `?validationToken=` answers the token as `text/plain` (200). Otherwise `{ value: [...] }`: each notification whose `clientState` matches its subscription's is queued for that subscription's sender (a new Inbox message is read; `reauthorizationRequired` renews, `subscriptionRemoved` re-creates, `missed` catches up); others are ignored. 202 at once.",
    needs: { table: 'read', queues: ['inbound'] },
  }),
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
