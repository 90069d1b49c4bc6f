import { createRemoteJWKSet, errors, jwtVerify } from 'jose';

import { PushUnauthorizedError, type PushTokenVerifier } from '../../core/mailbox/push-webhooks';
import { OAUTH_HTTP_TIMEOUT_MS } from './oauth-client';

/** Where Google publishes the keys its OIDC tokens are signed with. */
const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

/** The issuers Google's OIDC tokens name. */
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/** Who Gmail's pushes must come from: the push subscription's audience and service account. */
interface GooglePushSettings {
  /** the audience set on the Pub/Sub push subscription; no push is accepted without it */
  readonly audience: string | undefined;
  /** the service account the push subscription authenticates as; no push is accepted without it */
  readonly serviceAccountEmail: string | undefined;
  /** Google's JWKS unless set (tests) */
  readonly jwksUrl?: string | undefined;
}

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySet(url: string): ReturnType<typeof createRemoteJWKSet> {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: OAUTH_HTTP_TIMEOUT_MS });
    keySets.set(url, set);
  }
  return set;
}

/** Why a verified-looking token was refused, in words fit for the 401. */
function reasonOf(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'the push token has expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return 'the push token is for another audience';
    if (error.claim === 'iss') return 'the push token was not issued by Google';
    return `the push token's ${error.claim} claim is not valid`;
  }
  if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey) {
    return 'the push token’s signature is not Google’s';
  }
  return 'the push token could not be verified';
}

/**
 * Verifies a Gmail push's `Authorization: Bearer <OIDC token>` with jose against Google's JWKS:
 * RS256, issuer Google, audience ours, `email` our push service account with `email_verified`,
 * not expired. Refuses with a 401 that says which of these failed.
 */
export function googlePushVerifier(settings: GooglePushSettings): PushTokenVerifier {
  const jwksUrl = settings.jwksUrl ?? GOOGLE_JWKS_URL;
  return async (authorization, now) => {
    const { audience, serviceAccountEmail } = settings;
    if (!audience || !serviceAccountEmail) throw new PushUnauthorizedError('Gmail push notifications are not set up here.');
    const token = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '')?.[1];
    if (token === undefined) throw new PushUnauthorizedError('A Gmail push must carry its token: Authorization: Bearer <token>.');
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, keySet(jwksUrl), {
        issuer: GOOGLE_ISSUERS,
        audience,
        algorithms: ['RS256'],
        currentDate: now,
      }));
    } catch (error) {
      throw new PushUnauthorizedError(`Gmail push refused: ${reasonOf(error)}.`);
    }
    const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
    if (email !== serviceAccountEmail.trim().toLowerCase()) {
      throw new PushUnauthorizedError('Gmail push refused: the push token is not of our push service account.');
    }
    if (payload.email_verified !== true) {
      throw new PushUnauthorizedError('Gmail push refused: the push service account’s email is not verified.');
    }
  };
}
