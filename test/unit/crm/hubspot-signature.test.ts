import { createHmac } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import {
  checkHubSpotSignatureV3,
  hubSpotSignedUrl,
  HUBSPOT_SIGNATURE_MAX_AGE_MS,
  type HubSpotSignedRequest,
} from '../../../functions/adapters/crm/hubspot-signature';

const SECRET = 'b2d7c3e5-hubspot-client-secret';
const AT = 1_764_320_000_000;
const BODY =
  '[{"eventId":1,"subscriptionType":"contact.propertyChange","objectId":152,"propertyName":"email","propertyValue":"ava.hart@northwind-logistics.com","occurredAt":1764320000000,"attemptNumber":0}]';
const PUBLIC_URL = 'https://hooks.example.com/api/webhook/hubspot?instance=a1b2';

// Computed outside this code base, with
// printf '%s' "POST${PUBLIC_URL}${BODY}${AT}" | openssl dgst -sha256 -hmac "$SECRET" -binary | base64
const OPENSSL_SIGNATURE = 'CR0iIeqNgoy0Y5GhBORK2yr6pLLEVVYT7WfT4eXKcss=';

function signed(overrides: Partial<HubSpotSignedRequest> = {}): HubSpotSignedRequest {
  return { method: 'POST', url: PUBLIC_URL, rawBody: BODY, signature: OPENSSL_SIGNATURE, timestamp: String(AT), ...overrides };
}

describe('checkHubSpotSignatureV3', () => {
  it('accepts a request signed as HubSpot signs it (a vector computed with openssl)', () => {
    expect(checkHubSpotSignatureV3(signed(), SECRET, AT + 1000)).toBeUndefined();
  });

  it('accepts a signature computed in the test with the documented formula', () => {
    const body = '[]';
    const timestamp = String(AT + 5);
    const signature = createHmac('sha256', SECRET).update(`POST${PUBLIC_URL}${body}${timestamp}`).digest('base64');
    expect(checkHubSpotSignatureV3(signed({ rawBody: body, timestamp, signature }), SECRET, AT + 10)).toBeUndefined();
  });

  it('refuses a forged signature (another secret) and a body changed after signing', () => {
    const forged = createHmac('sha256', 'not-the-secret').update(`POST${PUBLIC_URL}${BODY}${AT}`).digest('base64');
    expect(checkHubSpotSignatureV3(signed({ signature: forged }), SECRET, AT)).toBe('mismatch');
    expect(checkHubSpotSignatureV3(signed({ rawBody: BODY.replace('152', '153') }), SECRET, AT)).toBe('mismatch');
    expect(checkHubSpotSignatureV3(signed({ signature: 'c2hvcnQ=' }), SECRET, AT)).toBe('mismatch');
  });

  it('refuses a signature made for another PUBLIC_URL (the internal API Gateway one rather than the public one)', () => {
    const internal = 'https://abc123.execute-api.eu-west-1.amazonaws.com/api/webhook/hubspot?instance=a1b2';
    expect(checkHubSpotSignatureV3(signed({ url: internal }), SECRET, AT)).toBe('mismatch');
    expect(checkHubSpotSignatureV3(signed({ method: 'PUT' }), SECRET, AT)).toBe('mismatch');
  });

  it('refuses a timestamp more than 5 minutes old, and accepts one just inside', () => {
    expect(checkHubSpotSignatureV3(signed(), SECRET, AT + HUBSPOT_SIGNATURE_MAX_AGE_MS + 1)).toBe('stale');
    expect(checkHubSpotSignatureV3(signed(), SECRET, AT + HUBSPOT_SIGNATURE_MAX_AGE_MS)).toBeUndefined();
    expect(checkHubSpotSignatureV3(signed(), SECRET, AT - HUBSPOT_SIGNATURE_MAX_AGE_MS - 1)).toBe('stale');
  });

  it('refuses a request without the signature or the timestamp header', () => {
    expect(checkHubSpotSignatureV3(signed({ signature: undefined }), SECRET, AT)).toBe('missing');
    expect(checkHubSpotSignatureV3(signed({ timestamp: undefined }), SECRET, AT)).toBe('missing');
    expect(checkHubSpotSignatureV3(signed({ timestamp: 'yesterday' }), SECRET, AT)).toBe('missing');
  });

  it('signs the PUBLIC_URL with the escapes HubSpot lists decoded, so a PUBLIC_URL with a query verifies', () => {
    // openssl over the decoded PUBLIC_URL: ...?return=https://app.example.com/a(b)&who=rep@example.com, body [], timestamp AT
    const called =
      'https://hooks.example.com/api/webhook/hubspot?return=https%3A%2F%2Fapp.example.com%2Fa%28b%29&who=rep%40example.com';
    const request = signed({ url: called, rawBody: '[]', signature: 'ZVRKIICVLPzW/DRz6x2iy4znljsEtlBsfHSpnRfbH6M=' });
    expect(checkHubSpotSignatureV3(request, SECRET, AT)).toBeUndefined();
  });
});

describe('hubSpotSignedUrl', () => {
  it('decodes only the escapes HubSpot lists, in either case, and keeps the others', () => {
    expect(hubSpotSignedUrl('https://h.example.com/p?a=%3a%2F%3F%40%21%24%27%28%29%2A%2C%3B&b=%20%26')).toBe(
      "https://h.example.com/p?a=:/?@!$'()*,;&b=%20%26",
    );
  });
});
