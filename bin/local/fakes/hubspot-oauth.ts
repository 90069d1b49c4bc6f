import { createHash, randomBytes, randomUUID } from 'node:crypto';

import type { FakeApiAnswer } from './scripted-api-fake';

/**
 * The fake HubSpot's OAuth side: the consent page (`GET /oauth/authorize`, whose "Allow" posts
 * back to `POST /oauth/authorize` and redirects to the app with a code), the current token
 * endpoint (`POST /oauth/2026-03/token`, every parameter in the form body; authorization code with
 * PKCE, refresh token), introspection and revocation, and the bearer tokens the API accepts
 * (OAuth access tokens for 30 minutes, private-app tokens until revoked).
 */

/** HubSpot's access tokens last 30 minutes. */
const ACCESS_TOKEN_SECONDS = 30 * 60;
/** An authorization code is good for a few minutes, once. */
const CODE_TTL_MS = 5 * 60 * 1000;

interface PendingCode {
  readonly clientId: string;
  readonly redirectUri: string;
  readonly scope: string;
  readonly challenge: string | undefined;
  readonly expiresAt: number;
}

interface AccessToken {
  readonly kind: 'oauth' | 'private';
  readonly expiresAt: number;
  readonly refreshToken?: string;
}

export interface OAuthClient {
  readonly clientId: string;
  readonly clientSecret: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function oauthError(status: number, error: string, description: string): FakeApiAnswer {
  // HubSpot's v3 token endpoints answer RFC 6749 errors, with the legacy status field beside them
  const legacy = error === 'invalid_grant' ? { status: 'BAD_REFRESH_TOKEN' } : {};
  return { status, body: { error, error_description: description, ...legacy } };
}

function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export class HubSpotOAuth {
  private readonly codes = new Map<string, PendingCode>();
  private readonly accessTokens = new Map<string, AccessToken>();
  /** refresh token → the scopes it was granted with */
  private readonly refreshTokens = new Map<string, string>();

  constructor(
    readonly client: OAuthClient,
    private readonly portalId: number,
    private readonly now: () => number,
  ) {}

  /** Whether the API accepts this bearer token now. */
  accepts(token: string): boolean {
    const known = this.accessTokens.get(token);
    return known !== undefined && known.expiresAt > this.now();
  }

  /** A private-app token (`pat-na1-…`), valid until revoked. */
  createPrivateAppToken(token = `pat-na1-${randomUUID()}`): string {
    this.accessTokens.set(token, { kind: 'private', expiresAt: Number.POSITIVE_INFINITY });
    return token;
  }

  /** An OAuth grant as the code flow ends with, without the browser: for tests. */
  issueTokens(scope = 'crm.objects.contacts.read crm.objects.contacts.write crm.lists.read'): {
    accessToken: string;
    refreshToken: string;
  } {
    const refreshToken = `na1-${randomUUID()}`;
    this.refreshTokens.set(refreshToken, scope);
    return { accessToken: this.newAccessToken(refreshToken), refreshToken };
  }

  /** Makes every OAuth access token run out, as 30 minutes passing would. */
  expireAccessTokens(): void {
    for (const [token, known] of this.accessTokens) {
      if (known.kind === 'oauth') this.accessTokens.set(token, { ...known, expiresAt: 0 });
    }
  }

  /**
   * Revokes a token: an access token or a private-app token stops working; a refresh token can no
   * longer be used, and the access tokens it gave stop working too (as uninstalling the app does).
   */
  revoke(token: string): void {
    this.accessTokens.delete(token);
    if (!this.refreshTokens.delete(token)) return;
    for (const [access, known] of this.accessTokens) if (known.refreshToken === token) this.accessTokens.delete(access);
  }

  private newAccessToken(refreshToken: string): string {
    const token = `CN${randomBytes(36).toString('base64url')}`;
    this.accessTokens.set(token, { kind: 'oauth', expiresAt: this.now() + ACCESS_TOKEN_SECONDS * 1000, refreshToken });
    return token;
  }

  /** `GET /oauth/authorize`: the consent page, with "Allow" and "Deny" posting back to the fake. */
  authorizePage(query: Readonly<Record<string, string>>): FakeApiAnswer {
    const problem = this.authorizeProblem(query);
    if (problem !== undefined)
      return { status: 400, text: { contentType: 'text/html; charset=utf-8', body: `<p>${escapeHtml(problem)}</p>` } };
    const hidden = ['client_id', 'redirect_uri', 'scope', 'state', 'code_challenge', 'code_challenge_method']
      .filter((name) => query[name] !== undefined)
      .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query[name] ?? '')}">`)
      .join('');
    const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Connect to HubSpot (local)</title></head>
<body><main><h1>Connect an app to HubSpot portal ${this.portalId}</h1>
<p>The app asks for: ${escapeHtml(query.scope ?? '')}</p>
<form method="post" action="/oauth/authorize">${hidden}
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny">Deny</button></form></main></body></html>`;
    return { status: 200, text: { contentType: 'text/html; charset=utf-8', body } };
  }

  private authorizeProblem(params: Readonly<Record<string, string>>): string | undefined {
    if (params.client_id !== this.client.clientId) return 'Unknown client_id.';
    if (!params.redirect_uri || !/^https?:\/\//.test(params.redirect_uri)) return 'redirect_uri is missing or not a URL.';
    if (params.code_challenge !== undefined && params.code_challenge_method !== 'S256')
      return 'code_challenge_method must be S256.';
    return undefined;
  }

  /** `POST /oauth/authorize` (the consent form): redirects to the app with a code, or with `access_denied`. */
  consent(form: URLSearchParams): FakeApiAnswer {
    const params = Object.fromEntries(form);
    const problem = this.authorizeProblem(params);
    if (problem !== undefined) return { status: 400, text: { contentType: 'text/plain', body: problem } };
    const target = new URL(params.redirect_uri ?? '');
    if (params.state !== undefined) target.searchParams.set('state', params.state);
    if (params.decision !== 'allow') {
      target.searchParams.set('error', 'access_denied');
      return { status: 302, headers: { location: target.toString() } };
    }
    const code = randomUUID();
    this.codes.set(code, {
      clientId: this.client.clientId,
      redirectUri: params.redirect_uri ?? '',
      scope: params.scope ?? '',
      challenge: params.code_challenge,
      expiresAt: this.now() + CODE_TTL_MS,
    });
    target.searchParams.set('code', code);
    return { status: 302, headers: { location: target.toString() } };
  }

  /** `POST /oauth/2026-03/token`: `authorization_code` (PKCE checked) or `refresh_token`. */
  token(form: URLSearchParams): FakeApiAnswer {
    if (form.get('client_id') !== this.client.clientId || form.get('client_secret') !== this.client.clientSecret) {
      return oauthError(401, 'invalid_client', 'The client id or secret is wrong.');
    }
    const grantType = form.get('grant_type');
    if (grantType === 'authorization_code') return this.exchangeCode(form);
    if (grantType === 'refresh_token') return this.refresh(form);
    return oauthError(400, 'unsupported_grant_type', 'grant_type must be authorization_code or refresh_token.');
  }

  private exchangeCode(form: URLSearchParams): FakeApiAnswer {
    const code = form.get('code') ?? '';
    const pending = this.codes.get(code);
    this.codes.delete(code);
    if (!pending || pending.expiresAt <= this.now())
      return oauthError(400, 'invalid_grant', 'The code is unknown, used or expired.');
    if (form.get('redirect_uri') !== pending.redirectUri)
      return oauthError(400, 'invalid_grant', 'redirect_uri does not match the authorization request.');
    if (pending.challenge !== undefined && s256(form.get('code_verifier') ?? '') !== pending.challenge) {
      return oauthError(400, 'invalid_grant', 'The code_verifier does not match the code_challenge.');
    }
    const refreshToken = `na1-${randomUUID()}`;
    this.refreshTokens.set(refreshToken, pending.scope);
    return this.grant(refreshToken, pending.scope);
  }

  private refresh(form: URLSearchParams): FakeApiAnswer {
    const refreshToken = form.get('refresh_token') ?? '';
    const scope = this.refreshTokens.get(refreshToken);
    if (scope === undefined) return oauthError(400, 'invalid_grant', 'The refresh token is unknown or revoked.');
    return this.grant(refreshToken, scope);
  }

  private grant(refreshToken: string, scope: string): FakeApiAnswer {
    return {
      status: 200,
      body: {
        token_type: 'bearer',
        access_token: this.newAccessToken(refreshToken),
        refresh_token: refreshToken,
        expires_in: ACCESS_TOKEN_SECONDS,
        hub_id: this.portalId,
        scopes: scope.split(/\s+/).filter((name) => name !== ''),
      },
    };
  }

  /** `POST /oauth/2026-03/token/introspect`: whether a token is active, and for which portal. */
  introspect(form: URLSearchParams): FakeApiAnswer {
    if (form.get('client_id') !== this.client.clientId || form.get('client_secret') !== this.client.clientSecret) {
      return oauthError(401, 'invalid_client', 'The client id or secret is wrong.');
    }
    const token = form.get('token') ?? '';
    const known = this.accessTokens.get(token);
    if (this.refreshTokens.has(token))
      return {
        status: 200,
        body: { active: true, token_type: 'refresh_token', hub_id: this.portalId, client_id: this.client.clientId },
      };
    if (!known || known.expiresAt <= this.now()) return { status: 200, body: { active: false } };
    const expiresIn = Math.max(0, Math.floor((known.expiresAt - this.now()) / 1000));
    return {
      status: 200,
      body: {
        active: true,
        token_type: 'access_token',
        hub_id: this.portalId,
        client_id: this.client.clientId,
        expires_in: expiresIn,
      },
    };
  }

  /** `POST /oauth/2026-03/token/revoke`. */
  revokeByForm(form: URLSearchParams): FakeApiAnswer {
    if (form.get('client_id') !== this.client.clientId || form.get('client_secret') !== this.client.clientSecret) {
      return oauthError(401, 'invalid_client', 'The client id or secret is wrong.');
    }
    this.revoke(form.get('token') ?? '');
    return { status: 204 };
  }
}
