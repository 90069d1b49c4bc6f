import type { IntegrationType } from '../../../shared/domain/integration';
import * as z from '../../../shared/schemas/zod';
import { CrmAuthError, type CrmGrant, type CrmTokenClient, type CrmTokens } from '../../core/ports/crm-auth';
import { createPkce } from '../oauth/oauth-client';

/** How long a call to a CRM's token endpoint may take. */
const TOKEN_HTTP_TIMEOUT_MS = 10_000;

/** One CRM's OAuth client as a deployment configures it. */
export interface CrmOAuthClientSettings {
  readonly label: string;
  /** undefined when this server has no OAuth client for the CRM (HubSpot still connects by private-app token) */
  readonly clientId: string | undefined;
  /** read when first needed (env locally, Secrets Manager in the cloud) */
  readonly clientSecret: () => Promise<string | undefined>;
  readonly authorizationEndpoint: string;
  readonly tokenEndpoint: string;
  /** where the API is called when the token response names no instance (HubSpot) */
  readonly apiBase: string;
  readonly scopes: readonly string[];
}

const TokenResponseSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.optional(z.string().check(z.minLength(1))),
  expires_in: z.optional(z.coerce.number().check(z.positive())),
  instance_url: z.optional(z.url({ protocol: /^https?$/ })),
});
// RFC 6749's `error`; HubSpot's older answers carry `status: BAD_REFRESH_TOKEN` (or BAD_AUTH_CODE)
const TokenErrorSchema = z.object({ error: z.optional(z.string()), status: z.optional(z.string()) });
const INVALID_GRANT_CODES: readonly string[] = ['invalid_grant', 'BAD_REFRESH_TOKEN', 'BAD_AUTH_CODE'];

/** The CrmAuthError of a refused token request: the CRM's error code, never a token. */
function refusal(settings: CrmOAuthClientSettings, status: number, body: unknown): CrmAuthError {
  const error = TokenErrorSchema.safeParse(body);
  const code = (error.success ? (error.data.error ?? error.data.status) : undefined) ?? `HTTP ${status}`;
  if (INVALID_GRANT_CODES.includes(code)) return new CrmAuthError('invalid_grant', `${settings.label} answered ${code}.`);
  if (status >= 500 || status === 429) return new CrmAuthError('unavailable', `${settings.label} answered ${code}.`);
  return new CrmAuthError('rejected', `${settings.label} answered ${code}.`);
}

/** One form-encoded token request, every parameter in the body (HubSpot's `/oauth/2026-03/token` wants them there). */
async function tokenRequest(settings: CrmOAuthClientSettings, grant: Record<string, string>, now: number): Promise<CrmTokens> {
  if (!settings.clientId) throw new CrmAuthError('rejected', `${settings.label} OAuth is not configured.`);
  const secret = await settings.clientSecret();
  const form = new URLSearchParams({ ...grant, client_id: settings.clientId, ...(secret ? { client_secret: secret } : {}) });
  let response: Response;
  try {
    response = await fetch(settings.tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(TOKEN_HTTP_TIMEOUT_MS),
      redirect: 'error',
    });
  } catch {
    throw new CrmAuthError('unavailable', `${settings.label} could not be reached.`);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw refusal(settings, response.status, body);
  const tokens = TokenResponseSchema.safeParse(body);
  if (!tokens.success) throw new CrmAuthError('rejected', `${settings.label} answered tokens in an unknown shape.`);
  return {
    accessToken: tokens.data.access_token,
    refreshToken: tokens.data.refresh_token,
    expiresAt: tokens.data.expires_in === undefined ? undefined : now + tokens.data.expires_in * 1000,
    instanceUrl: tokens.data.instance_url?.replace(/\/+$/, ''),
  };
}

/**
 * Exchanges a code (with its PKCE verifier) for a connection's first tokens. An answer without a
 * refresh token is refused: the connection would die with its first access token (Salesforce
 * answers none when the app lacks the `refresh_token` scope).
 */
async function exchange(
  settings: CrmOAuthClientSettings,
  request: { code: string; redirectUri: string; codeVerifier: string },
  now: number,
): Promise<CrmGrant> {
  const tokens = await tokenRequest(
    settings,
    {
      grant_type: 'authorization_code',
      code: request.code,
      redirect_uri: request.redirectUri,
      code_verifier: request.codeVerifier,
    },
    now,
  );
  const { refreshToken } = tokens;
  if (refreshToken === undefined) {
    throw new CrmAuthError('rejected', `${settings.label} answered no refresh token: the app needs the refresh_token scope.`);
  }
  return { ...tokens, refreshToken };
}

/** The OAuth client of both CRMs over `fetch`: authorization code with PKCE (S256), exchange and refresh. */
export function createCrmTokenClient(settings: Readonly<Record<IntegrationType, CrmOAuthClientSettings>>): CrmTokenClient {
  return {
    configured: (type) => settings[type].clientId !== undefined,
    apiBase: (type) => settings[type].apiBase,
    createPkce,
    authorizationUrl(type, request) {
      const crm = settings[type];
      const url = new URL(crm.authorizationEndpoint);
      const params: Record<string, string> = {
        client_id: crm.clientId ?? '',
        response_type: 'code',
        redirect_uri: request.redirectUri,
        scope: crm.scopes.join(' '),
        state: request.state,
        code_challenge: request.codeChallenge,
        code_challenge_method: 'S256',
      };
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
      return url.toString();
    },
    exchangeCode: (type, request, now) => exchange(settings[type], request, now),
    refresh: (type, refreshToken, now) =>
      tokenRequest(settings[type], { grant_type: 'refresh_token', refresh_token: refreshToken }, now),
  };
}
