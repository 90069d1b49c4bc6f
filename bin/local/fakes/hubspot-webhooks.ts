import { createHmac } from 'node:crypto';

import type { ContactChange } from './hubspot-store';

/**
 * How the fake HubSpot calls an app's webhook: a batch of v3 events POSTed as a JSON array,
 * signed with `X-HubSpot-Signature-v3` = base64(HMAC-SHA256(client secret, method + URL + body +
 * timestamp)) and `X-HubSpot-Request-Timestamp` (epoch ms), as HubSpot documents.
 */

export interface WebhookTarget {
  /** the public URL HubSpot calls (what the receiver signs over) */
  readonly url: string;
  /** the app's client secret */
  readonly clientSecret: string;
  readonly appId?: number | undefined;
}

/** One v3 webhook event, as HubSpot sends it. */
export interface WebhookEvent {
  readonly eventId: number;
  readonly subscriptionId: number;
  readonly portalId: number;
  readonly appId: number;
  readonly occurredAt: number;
  readonly subscriptionType: string;
  readonly attemptNumber: number;
  readonly objectId: number;
  readonly changeSource: string;
  readonly propertyName?: string;
  readonly propertyValue?: string;
  readonly mergedObjectIds?: number[];
  readonly primaryObjectId?: number;
  readonly newObjectId?: number;
  readonly numberOfPropertiesMoved?: number;
}

/** A batch the fake sent, and what the receiver answered (0 when it could not be reached). */
export interface WebhookDelivery {
  readonly events: readonly WebhookEvent[];
  readonly body: string;
  readonly headers: Readonly<Record<string, string>>;
  status: number;
}

const SUBSCRIPTION_IDS = { propertyChange: 1001, deletion: 1002, merge: 1003 } as const;

/** HubSpot signs the URL with these escapes decoded (its "Validating requests" guide lists them). */
const SIGNED_AS: readonly (readonly [RegExp, string])[] = [
  [/%3A/gi, ':'],
  [/%2F/gi, '/'],
  [/%3F/gi, '?'],
  [/%40/gi, '@'],
  [/%21/gi, '!'],
  [/%24/gi, '$'],
  [/%27/gi, "'"],
  [/%28/gi, '('],
  [/%29/gi, ')'],
  [/%2A/gi, '*'],
  [/%2C/gi, ','],
  [/%3B/gi, ';'],
];

/** The v3 signature of a request, as HubSpot computes it. */
function signV3(clientSecret: string, method: string, url: string, body: string, timestamp: string): string {
  const signedUrl = SIGNED_AS.reduce((text, [escape, char]) => text.replace(escape, char), url);
  return createHmac('sha256', clientSecret).update(`${method}${signedUrl}${body}${timestamp}`, 'utf8').digest('base64');
}

/** The v3 event telling a contact change. */
export function eventOf(
  change: ContactChange,
  ids: { readonly eventId: number; readonly portalId: number; readonly appId: number; readonly occurredAt: number },
): WebhookEvent {
  const base = { ...ids, attemptNumber: 0, changeSource: 'CRM' };
  switch (change.kind) {
    case 'propertyChange':
      return {
        ...base,
        subscriptionId: SUBSCRIPTION_IDS.propertyChange,
        subscriptionType: 'contact.propertyChange',
        objectId: Number(change.objectId),
        propertyName: change.propertyName,
        propertyValue: change.propertyValue,
      };
    case 'deletion':
      return {
        ...base,
        subscriptionId: SUBSCRIPTION_IDS.deletion,
        subscriptionType: 'contact.deletion',
        objectId: Number(change.objectId),
      };
    case 'merge':
      return {
        ...base,
        subscriptionId: SUBSCRIPTION_IDS.merge,
        subscriptionType: 'contact.merge',
        objectId: Number(change.primaryObjectId),
        primaryObjectId: Number(change.primaryObjectId),
        newObjectId: Number(change.primaryObjectId),
        mergedObjectIds: change.mergedObjectIds.map(Number),
        numberOfPropertiesMoved: 0,
      };
  }
}

/** POSTs one signed batch; answers what the receiver said (status 0 when unreachable). */
export async function deliver(target: WebhookTarget, events: readonly WebhookEvent[], now: number): Promise<WebhookDelivery> {
  const body = JSON.stringify(events);
  const timestamp = String(now);
  const headers = {
    'content-type': 'application/json',
    'x-hubspot-request-timestamp': timestamp,
    'x-hubspot-signature-v3': signV3(target.clientSecret, 'POST', target.url, body, timestamp),
    'user-agent': 'HubSpot Connect 2.0 (http://dev.hubspot.com/) (namespace: webhooks-nexus)',
  };
  const delivery: WebhookDelivery = { events, body, headers, status: 0 };
  try {
    const response = await fetch(target.url, { method: 'POST', headers, body, signal: AbortSignal.timeout(5000) });
    delivery.status = response.status;
    await response.body?.cancel();
  } catch {
    delivery.status = 0;
  }
  return delivery;
}
