import { createHmac, timingSafeEqual } from 'node:crypto';

/** HubSpot refuses to have a request trusted more than 5 minutes after its timestamp; so do we. */
export const HUBSPOT_SIGNATURE_MAX_AGE_MS = 300_000;

/** A webhook request as it reached us: the public URL HubSpot called, the raw body and the two headers. */
export interface HubSpotSignedRequest {
  readonly method: string;
  /** the URL HubSpot called (the public custom domain, with its query), not the internal one */
  readonly url: string;
  readonly rawBody: string;
  /** `X-HubSpot-Signature-v3` */
  readonly signature: string | undefined;
  /** `X-HubSpot-Request-Timestamp`, epoch milliseconds */
  readonly timestamp: string | undefined;
}

/** Why a request is refused: no signature or timestamp, a timestamp out of the window, a signature that does not match. */
export type HubSpotSignatureRefusal = 'missing' | 'stale' | 'mismatch';

/**
 * The escapes HubSpot decodes in the URL before signing it (developers.hubspot.com, "Validating
 * requests", v3): the receiver must sign the same text, or a URL with a query never verifies.
 */
const DECODED_ESCAPES: Readonly<Record<string, string>> = {
  '%3A': ':',
  '%2F': '/',
  '%3F': '?',
  '%40': '@',
  '%21': '!',
  '%24': '$',
  '%27': "'",
  '%28': '(',
  '%29': ')',
  '%2A': '*',
  '%2C': ',',
  '%3B': ';',
};

/** The URL as HubSpot signs it: the listed escapes decoded, every other one kept as it is. */
export function hubSpotSignedUrl(url: string): string {
  return url.replace(/%(3A|2F|3F|40|21|24|27|28|29|2A|2C|3B)/gi, (escape) => DECODED_ESCAPES[escape.toUpperCase()] ?? escape);
}

/**
 * Checks a v3 webhook signature: base64(HMAC-SHA256(client secret, method + URL + raw body +
 * timestamp)), compared in constant time. Refused when a header is missing, or the timestamp is
 * more than 5 minutes away from `now` (either way: a replay later, or a clock far off). Answers
 * undefined when the request is HubSpot's, else why not.
 */
export function checkHubSpotSignatureV3(
  request: HubSpotSignedRequest,
  clientSecret: string,
  now: number = Date.now(),
): HubSpotSignatureRefusal | undefined {
  const { signature, timestamp } = request;
  if (!signature || !timestamp || !/^\d+$/.test(timestamp)) return 'missing';
  if (Math.abs(now - Number(timestamp)) > HUBSPOT_SIGNATURE_MAX_AGE_MS) return 'stale';
  const expected = createHmac('sha256', clientSecret)
    .update(`${request.method.toUpperCase()}${hubSpotSignedUrl(request.url)}${request.rawBody}${timestamp}`, 'utf8')
    .digest();
  const given = Buffer.from(signature, 'base64');
  // timingSafeEqual needs equal lengths; a length that differs says nothing about the secret
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'mismatch';
  return undefined;
}
