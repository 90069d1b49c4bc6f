import * as z from '../../../shared/schemas/zod';
import { CrmError } from '../../core/ports/crm';
import { createPkce } from '../oauth/oauth-client';

export { createPkce };

/** How long a call to a CRM's token endpoint may take. */
const CRM_OAUTH_TIMEOUT_MS = 10_000;

/**
 * One CRM's OAuth client: who we are to it and where its token endpoint is (HubSpot's
 * `/oauth/2026-03/token`, Salesforce's `/services/oauth2/token` on the login or My Domain host).
 * Both take every parameter form-encoded in the body.
 */
export interface CrmOAuthClient {
  /** 'HubSpot' or 'Salesforce', for messages */
  readonly label: string;
  readonly tokenEndpoint: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

/** Tokens a CRM answered. Never logged, never returned to a client: sealed before they are stored. */
export interface CrmTokens {
  readonly accessToken: string;
  /** the rotated refresh token when the CRM answered one, else the one the refresh used */
  readonly refreshToken: string;
  /** Salesforce's `instance_url`: the API origin of the organisation (it can move); HubSpot answers none */
  readonly instanceUrl: string | undefined;
  /** epoch ms; undefined when the CRM does not say (Salesforce's session lasts as its org's policy sets) */
  readonly expiresAt: number | undefined;
}

const TokenResponseSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.optional(z.string().check(z.minLength(1))),
  instance_url: z.optional(z.url({ protocol: /^https?$/ })),
  expires_in: z.optional(z.coerce.number().check(z.positive())),
});

// RFC 6749's `error`; HubSpot's older answers name it `status` (BAD_REFRESH_TOKEN).
const TokenErrorSchema = z.object({ error: z.optional(z.string()), status: z.optional(z.string()) });

/** The codes that mean the grant is gone: the user has to connect again, a retry would fail the same way. */
const REVOKED_CODES = new Set(['invalid_grant', 'BAD_REFRESH_TOKEN', 'BAD_AUTH_CODE']);

function failureOf(client: CrmOAuthClient, status: number, body: unknown): CrmError {
  const parsed = TokenErrorSchema.safeParse(body);
  const code = (parsed.success ? (parsed.data.error ?? parsed.data.status) : undefined) ?? `HTTP ${status}`;
  const what = `${client.label} answered ${code} at its token endpoint.`;
  if (REVOKED_CODES.has(code)) return new CrmError('auth', what);
  if (status === 429) return new CrmError('rate_limited', what);
  if (status >= 500) return new CrmError('unavailable', what);
  return new CrmError('rejected', what);
}

async function tokenRequest(
  client: CrmOAuthClient,
  grant: Readonly<Record<string, string>>,
  now: number,
): Promise<z.infer<typeof TokenResponseSchema> & { expiresAt: number | undefined }> {
  let response: Response;
  try {
    response = await fetch(client.tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ ...grant, client_id: client.clientId, client_secret: client.clientSecret }),
      signal: AbortSignal.timeout(CRM_OAUTH_TIMEOUT_MS),
      redirect: 'error',
    });
  } catch {
    throw new CrmError('unavailable', `${client.label} could not be reached at its token endpoint.`);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw failureOf(client, response.status, body);
  const tokens = TokenResponseSchema.safeParse(body);
  if (!tokens.success) throw new CrmError('rejected', `${client.label} answered tokens in an unknown shape.`);
  const expiresIn = tokens.data.expires_in;
  return { ...tokens.data, expiresAt: expiresIn === undefined ? undefined : now + expiresIn * 1000 };
}

/**
 * Exchanges an authorization code (with its PKCE verifier) for tokens. Fails with {@link CrmError}:
 * `auth` for a code that is spent, expired or was issued for another verifier's flow
 * (`invalid_grant`), `rejected` for a refused request (a wrong verifier is Salesforce's
 * `invalid_request`, a wrong client `invalid_client`), `unavailable` for an outage.
 */
export async function exchangeCrmCode(
  client: CrmOAuthClient,
  request: { readonly code: string; readonly redirectUri: string; readonly codeVerifier: string },
  now: number,
): Promise<CrmTokens> {
  const tokens = await tokenRequest(
    client,
    {
      grant_type: 'authorization_code',
      code: request.code,
      redirect_uri: request.redirectUri,
      code_verifier: request.codeVerifier,
    },
    now,
  );
  if (tokens.refresh_token === undefined) {
    // without one the connection dies with its first access token: the app lacks the refresh_token scope
    throw new CrmError('rejected', `${client.label} answered no refresh token: the app needs the refresh_token scope.`);
  }
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    instanceUrl: tokens.instance_url,
    expiresAt: tokens.expiresAt,
  };
}

/**
 * A fresh access token. With rotation on (Salesforce's default for new apps) the answer carries a
 * new refresh token and the old one stops working: the caller seals and stores `refreshToken`
 * every time, or the next refresh fails. `auth` (`invalid_grant`: revoked, rotated away, or pushed
 * out by a sixth approval) means reconnect, never retry.
 */
export async function refreshCrmToken(client: CrmOAuthClient, refreshToken: string, now: number): Promise<CrmTokens> {
  const tokens = await tokenRequest(client, { grant_type: 'refresh_token', refresh_token: refreshToken }, now);
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token ?? refreshToken,
    instanceUrl: tokens.instance_url,
    expiresAt: tokens.expiresAt,
  };
}

/** The CRM's consent page for an authorization-code request with PKCE (S256). */
export function crmAuthorizationUrl(request: {
  readonly authorizationEndpoint: string;
  readonly clientId: string;
  readonly redirectUri: string;
  readonly state: string;
  readonly codeChallenge: string;
  readonly scopes: readonly string[];
}): string {
  const url = new URL(request.authorizationEndpoint);
  const params = {
    response_type: 'code',
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    scope: request.scopes.join(' '),
    state: request.state,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}
