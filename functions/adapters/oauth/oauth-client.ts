import { createHash, randomBytes } from 'node:crypto';

import * as z from '../../../shared/schemas/zod';
import { OAuthProviderError, type OAuthClient, type OAuthProvider, type TokenSet } from '../../core/ports/oauth';

export { OAuthProviderError };

/** How long a call to a provider may take. */
export const OAUTH_HTTP_TIMEOUT_MS = 10_000;

const TokenResponseSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.optional(z.string().check(z.minLength(1))),
  expires_in: z.optional(z.coerce.number().check(z.positive())),
  id_token: z.optional(z.string().check(z.minLength(1))),
});
const TokenErrorSchema = z.object({ error: z.string() });

/** A PKCE pair (RFC 7636, S256): the verifier stays with us, the challenge goes to the provider. */
export function createPkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The provider's sign-in address for an authorization-code request with PKCE. */
export function authorizationUrl(
  provider: OAuthProvider,
  request: { clientId: string; redirectUri: string; state: string; codeChallenge: string },
): string {
  const url = new URL(provider.authorizationEndpoint);
  const params: Record<string, string> = {
    client_id: request.clientId,
    response_type: 'code',
    redirect_uri: request.redirectUri,
    scope: provider.scopes.join(' '),
    state: request.state,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
    ...provider.authorizationParams,
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

async function tokenRequest(provider: OAuthProvider, grant: Record<string, string>, now: number): Promise<TokenSet> {
  if (!provider.clientId) throw new OAuthProviderError('rejected', `${provider.label} sign-in is not configured.`);
  const secret = await provider.clientSecret();
  const form = new URLSearchParams({ client_id: provider.clientId, ...grant, ...(secret ? { client_secret: secret } : {}) });
  let response: Response;
  try {
    response = await fetch(provider.tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(OAUTH_HTTP_TIMEOUT_MS),
      redirect: 'error',
    });
  } catch {
    throw new OAuthProviderError('unavailable', `${provider.label} could not be reached.`);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = TokenErrorSchema.safeParse(body);
    const code = error.success ? error.data.error : `HTTP ${response.status}`;
    if (code === 'invalid_grant') throw new OAuthProviderError('invalid_grant', `${provider.label} answered invalid_grant.`);
    if (response.status >= 500) throw new OAuthProviderError('unavailable', `${provider.label} answered ${code}.`);
    throw new OAuthProviderError('rejected', `${provider.label} answered ${code}.`);
  }
  const tokens = TokenResponseSchema.safeParse(body);
  if (!tokens.success) throw new OAuthProviderError('rejected', `${provider.label} answered tokens in an unknown shape.`);
  return {
    accessToken: tokens.data.access_token,
    refreshToken: tokens.data.refresh_token,
    expiresAt: tokens.data.expires_in === undefined ? undefined : now + tokens.data.expires_in * 1000,
    idToken: tokens.data.id_token,
  };
}

/** Exchanges an authorization code (with its PKCE verifier) for tokens. */
export function exchangeCode(
  provider: OAuthProvider,
  request: { code: string; redirectUri: string; codeVerifier: string },
  now: number,
): Promise<TokenSet> {
  return tokenRequest(
    provider,
    {
      grant_type: 'authorization_code',
      code: request.code,
      redirect_uri: request.redirectUri,
      code_verifier: request.codeVerifier,
    },
    now,
  );
}

/** A fresh access token (and, with providers that rotate them, a new refresh token). */
function refreshTokens(provider: OAuthProvider, refreshToken: string, now: number): Promise<TokenSet> {
  return tokenRequest(provider, { grant_type: 'refresh_token', refresh_token: refreshToken }, now);
}

/** The OAuth client of mailbox providers over `fetch`. */
export const fetchOAuthClient: OAuthClient = { createPkce, authorizationUrl, exchangeCode, refreshTokens };
