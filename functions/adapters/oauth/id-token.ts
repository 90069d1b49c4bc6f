import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';

import { OAuthProviderError, type IdTokenVerifier, type MailboxIdentity } from '../../core/ports/oauth';
import { OAUTH_HTTP_TIMEOUT_MS } from './oauth-client';

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySet(uri: string): ReturnType<typeof createRemoteJWKSet> {
  let set = keySets.get(uri);
  if (!set) {
    set = createRemoteJWKSet(new URL(uri), { timeoutDuration: OAUTH_HTTP_TIMEOUT_MS });
    keySets.set(uri, set);
  }
  return set;
}

/**
 * The mailbox's address from the id_token of the code exchange. The token is verified with jose
 * against the provider's JWKS (signature, audience = our client id, issuer, expiry): this needs no
 * scope beyond `openid email` and no further call, whereas Graph `/me` would need User.Read. Google
 * must mark the email verified; Microsoft sends mail only as the signed-in mailbox, so its address
 * cannot be used to send as someone else.
 */
export const verifyIdToken: IdTokenVerifier = async (provider, idToken, now): Promise<MailboxIdentity> => {
  if (!provider.clientId) throw new OAuthProviderError('rejected', `${provider.label} sign-in is not configured.`);
  let issuer = provider.issuer;
  try {
    if (issuer.includes('{tenantid}')) {
      const { tid } = decodeJwt(idToken);
      if (typeof tid !== 'string' || !/^[0-9a-f-]{36}$/i.test(tid)) throw new Error('no tenant');
      issuer = issuer.replace('{tenantid}', tid);
    }
    const { payload } = await jwtVerify(idToken, keySet(provider.jwksUri), {
      audience: provider.clientId,
      issuer,
      algorithms: ['RS256'],
      currentDate: new Date(now),
    });
    const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
    if (email === '') throw new Error('no email');
    if (provider.type === 'GOOGLE' && payload.email_verified !== true) throw new Error('email not verified');
    return { email, name: typeof payload.name === 'string' && payload.name.trim() !== '' ? payload.name.trim() : undefined };
  } catch {
    throw new OAuthProviderError('invalid_id_token', `${provider.label} sent an identity token that could not be verified.`);
  }
};
