import { webhookRoutes } from '../../shared/api/routes/webhook';
import { hubSpotCalledUrl, type HubSpotWebhookRequest } from '../core/crm/hubspot-webhook';
import type { HttpEvent } from '../middleware/http-handler';

/** A header's value whatever its case (API Gateway lower-cases them; a proxy in front may not). */
function header(event: HttpEvent, name: string): string | undefined {
  const found = Object.entries(event.headers).find(([key]) => key.toLowerCase() === name);
  return found?.[1];
}

/**
 * The request as HubSpot signed it: the URL on the API's public origin (the host the request
 * reached may be API Gateway's own), the route's path and the raw query string as sent, and the
 * body exactly as sent (API Gateway hands a body it encoded as base64).
 */
export function hubSpotRequestOf(event: HttpEvent, publicApiOrigin: string): HubSpotWebhookRequest {
  const body = event.body ?? '';
  return {
    method: event.requestContext.http.method,
    url: hubSpotCalledUrl(publicApiOrigin, webhookRoutes.hubspot.path, event.rawQueryString),
    rawBody: event.isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body,
    signature: header(event, 'x-hubspot-signature-v3'),
    timestamp: header(event, 'x-hubspot-request-timestamp'),
  };
}
