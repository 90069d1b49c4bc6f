import type { OAuthSenderType } from '../../../shared/schemas/email-sender-config';

/** One mailbox provider's OAuth client: who we are to it and where its endpoints are. */
export interface OAuthProvider {
  readonly type: OAuthSenderType;
  /** 'Google' or 'Microsoft', for messages */
  readonly label: string;
  /** undefined when this server is not set up for the provider */
  readonly clientId: string | undefined;
  /** the client secret, read when first needed (env locally, Secrets Manager in the cloud); undefined for a public client */
  readonly clientSecret: () => Promise<string | undefined>;
  readonly authorizationEndpoint: string;
  readonly tokenEndpoint: string;
  readonly jwksUri: string;
  /** the id_token's expected `iss`; `{tenantid}` stands for the token's own `tid` (Microsoft's multi-tenant issuer) */
  readonly issuer: string;
  readonly scopes: readonly string[];
  /** more query parameters of the authorization request */
  readonly authorizationParams: Readonly<Record<string, string>>;
}

/** Every provider, and the web origins the provider may send the user back to. */
export interface OAuthSettings {
  readonly providers: Readonly<Record<OAuthSenderType, OAuthProvider>>;
  /** origins of the web app: a redirect URI must be one of them plus the add-sender path */
  readonly webOrigins: readonly string[];
}

/**
 * Why a provider call failed: `invalid_grant` (the code or refresh token is no longer accepted:
 * sign in again), `rejected` (the provider refused the request: a configuration problem),
 * `unavailable` (network, timeout, 5xx), `invalid_id_token` (signature, audience, issuer, expiry or
 * a missing verified email).
 */
export const OAUTH_FAILURES = ['invalid_grant', 'rejected', 'unavailable', 'invalid_id_token'] as const;
type OAuthFailure = (typeof OAUTH_FAILURES)[number];

/** A failed provider call. The message names the provider's error code only: never a token or a secret. */
export class OAuthProviderError extends Error {
  constructor(
    readonly failure: OAuthFailure,
    message: string,
  ) {
    super(message);
    this.name = 'OAuthProviderError';
  }
}

/** Tokens a provider answered. Never logged, never returned to a client: sealed before they are stored. */
export interface TokenSet {
  readonly accessToken: string;
  readonly refreshToken: string | undefined;
  /** epoch milliseconds */
  readonly expiresAt: number | undefined;
  readonly idToken: string | undefined;
}

/** The mailbox an id_token names. */
export interface MailboxIdentity {
  readonly email: string;
  readonly name: string | undefined;
}

/** A PKCE pair (RFC 7636, S256): the verifier stays with us, the challenge goes to the provider. */
interface Pkce {
  readonly verifier: string;
  readonly challenge: string;
}

/**
 * The OAuth client of mailbox providers: the authorization-code flow with PKCE and token refresh.
 * Calls fail with {@link OAuthProviderError}.
 */
export interface OAuthClient {
  createPkce(): Pkce;
  authorizationUrl(
    provider: OAuthProvider,
    request: { clientId: string; redirectUri: string; state: string; codeChallenge: string },
  ): string;
  exchangeCode(
    provider: OAuthProvider,
    request: { code: string; redirectUri: string; codeVerifier: string },
    now: number,
  ): Promise<TokenSet>;
  refreshTokens(provider: OAuthProvider, refreshToken: string, now: number): Promise<TokenSet>;
}

/**
 * The mailbox an id_token names, once its signature, audience, issuer and expiry are verified.
 * Apart from {@link OAuthClient} because only finishing a sign-in needs it (and its JWKS client).
 */
export type IdTokenVerifier = (provider: OAuthProvider, idToken: string, now: number) => Promise<MailboxIdentity>;

/** What a service that talks to mailbox providers is given: the settings and the client, built once. */
export interface OAuthDeps {
  readonly settings: OAuthSettings;
  readonly client: OAuthClient;
}
