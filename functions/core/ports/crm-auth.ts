import type { IntegrationType } from '../../../shared/domain/integration';

/**
 * Why a CRM's token endpoint refused: `invalid_grant` (the code, or the refresh token, is no longer
 * accepted: the integration needs reconnecting, never a retry), `rejected` (the request was
 * refused: a configuration problem), `unavailable` (network, timeout, 5xx).
 */
export const CRM_AUTH_FAILURES = ['invalid_grant', 'rejected', 'unavailable'] as const;
export type CrmAuthFailure = (typeof CRM_AUTH_FAILURES)[number];

/** A failed token request. The message names the CRM's error code only: never a token or a secret. */
export class CrmAuthError extends Error {
  constructor(
    readonly failure: CrmAuthFailure,
    message: string,
  ) {
    super(message);
    this.name = 'CrmAuthError';
  }
}

/** What a CRM's token endpoint answered. Never logged, never returned to a client: sealed before it is stored. */
export interface CrmTokens {
  readonly accessToken: string;
  /** Salesforce rotates it when the app says so: a new one replaces the old every time it comes */
  readonly refreshToken: string | undefined;
  /** epoch milliseconds (HubSpot: 30 minutes); undefined when the CRM does not say (Salesforce) */
  readonly expiresAt: number | undefined;
  /** Salesforce's `instance_url`, the origin its API is called at */
  readonly instanceUrl: string | undefined;
}

/** A connection's first tokens: an exchange always carries a refresh token, or the connection would die with its access token. */
export type CrmGrant = CrmTokens & { readonly refreshToken: string };

/**
 * A CRM's OAuth client: the authorization-code flow with PKCE and refresh, for HubSpot (the
 * `/oauth/2026-03/token` endpoint, every parameter in the body) and Salesforce (the web-server
 * flow on its login URL). Calls fail with {@link CrmAuthError}.
 */
export interface CrmTokenClient {
  /** whether this server has an OAuth client for the CRM */
  configured(type: IntegrationType): boolean;
  /** the origin a CRM's API is called at when its token does not say (HubSpot's API base) */
  apiBase(type: IntegrationType): string;
  createPkce(): { verifier: string; challenge: string };
  authorizationUrl(type: IntegrationType, request: { redirectUri: string; state: string; codeChallenge: string }): string;
  exchangeCode(
    type: IntegrationType,
    request: { code: string; redirectUri: string; codeVerifier: string },
    now: number,
  ): Promise<CrmGrant>;
  refresh(type: IntegrationType, refreshToken: string, now: number): Promise<CrmTokens>;
}
