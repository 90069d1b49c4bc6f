import { createHash, createHmac, randomBytes } from 'node:crypto';

/** How many approvals of one app a user keeps; the next one revokes the oldest. */
export const SALESFORCE_APPROVALS_PER_USER = 5;
const AUTHORIZATION_CODE_TTL_MS = 15 * 60 * 1000;

/** A user of the fake org. */
export interface FakeSalesforceUser {
  readonly Id: string;
  readonly Name: string;
  readonly Alias: string;
  readonly Email: string;
}

/** What the fake answers a request it handled: JSON, or an HTML page. */
export interface FakeAnswer {
  readonly status: number;
  readonly body?: unknown;
  readonly html?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** What the OAuth side needs of the org: its app, users and clock, and where it is reached. */
export interface SalesforceOAuthOrg {
  readonly clientId: string;
  readonly clientSecret: string;
  /** the callback URLs the app allows; undefined: any */
  readonly redirectUris: readonly string[] | undefined;
  readonly users: readonly FakeSalesforceUser[];
  readonly organization: { readonly Id: string; readonly Name: string };
  now(): number;
  /** the login origin, which identity URLs name */
  loginUrl(): string;
  instanceUrl(): string;
}

/** One approval of the app by a user: its current refresh token and whether it was revoked. */
export interface Grant {
  readonly id: number;
  readonly userId: string;
  refreshToken: string;
  revoked: boolean;
}

interface PendingCode {
  readonly redirectUri: string;
  readonly challenge: string | undefined;
  readonly userId: string;
  readonly expiresAt: number;
  used: boolean;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The fake org's OAuth: the web-server flow's consent page and code (PKCE S256 checked: a wrong
 * verifier is `invalid_request`, a missing one `invalid_grant`), refresh tokens rotated on use
 * (the old one then answers `invalid_grant: expired access/refresh token`), at most five approvals
 * per user (a sixth revokes the oldest, its access tokens with it), and the access tokens the API
 * accepts.
 */
export class SalesforceOAuth {
  rotateRefreshTokens: boolean;
  private nextGrant = 1;
  private readonly codes = new Map<string, PendingCode>();
  private readonly grants: Grant[] = [];
  private readonly refreshTokens = new Map<string, Grant>();
  private readonly accessTokens = new Map<string, Grant>();

  constructor(
    private readonly org: SalesforceOAuthOrg,
    rotateRefreshTokens: boolean,
  ) {
    this.rotateRefreshTokens = rotateRefreshTokens;
  }

  /**
   * The user (the first seeded rep unless named) allows the app on the consent page of
   * `authorizationUrl`: answers what the browser is sent back with, as the Allow button does.
   */
  approve(authorizationUrl: string, userId?: string): { code: string; state: string; redirectUri: string } {
    const params = Object.fromEntries(new URL(authorizationUrl).searchParams);
    const refused = this.authorizationProblem(params);
    if (refused !== undefined) throw new Error(refused);
    const redirectUri = params.redirect_uri ?? '';
    return { code: this.issueCode(params, userId ?? this.defaultUser()), state: params.state ?? '', redirectUri };
  }

  /** An approval without the browser: tokens as the code exchange answers them (it counts against the 5). */
  connect(userId?: string): { accessToken: string; refreshToken: string; instanceUrl: string } {
    const grant = this.grant(userId ?? this.defaultUser());
    return { accessToken: this.newAccessToken(grant), refreshToken: grant.refreshToken, instanceUrl: this.org.instanceUrl() };
  }

  /** The user (or every user) removes the app's access: its refresh and access tokens stop working. */
  revokeRefreshTokens(userId?: string): void {
    for (const grant of this.grants) if (userId === undefined || grant.userId === userId) grant.revoked = true;
  }

  /** Every session times out: access tokens answer 401 until refreshed. */
  expireAccessTokens(): void {
    this.accessTokens.clear();
  }

  /** The refresh tokens that still work, oldest approval first. */
  liveRefreshTokens(userId?: string): string[] {
    return this.grants
      .filter((grant) => !grant.revoked && (userId === undefined || grant.userId === userId))
      .map((grant) => grant.refreshToken);
  }

  /** The approval a request's bearer token belongs to; undefined when unknown, expired or revoked. */
  caller(headers: Readonly<Record<string, string>>): Grant | undefined {
    const token = /^(?:Bearer|OAuth) (.+)$/.exec(headers.authorization ?? '')?.[1];
    const grant = token === undefined ? undefined : this.accessTokens.get(token);
    return grant === undefined || grant.revoked ? undefined : grant;
  }

  /** The user who signs in unless another is named: the first rep (the integration user in an unseeded org). */
  defaultUser(): string {
    const user = this.org.users[1] ?? this.org.users[0];
    if (!user) throw new Error('The fake Salesforce has no user.');
    return user.Id;
  }

  /** Why an authorization request is refused (Salesforce shows an error page, it does not redirect), or undefined. */
  private authorizationProblem(params: Readonly<Record<string, string>>): string | undefined {
    if (params.response_type !== 'code') return 'unsupported_response_type';
    if (params.client_id !== this.org.clientId) return 'invalid_client_id: client identifier invalid';
    const redirect = params.redirect_uri ?? '';
    const allowed = this.org.redirectUris;
    if (redirect === '' || (allowed !== undefined && !allowed.includes(redirect))) {
      return 'redirect_uri_mismatch: redirect_uri must match configuration';
    }
    if (params.code_challenge_method !== undefined && params.code_challenge_method !== 'S256') {
      return 'invalid_request: code_challenge_method must be S256';
    }
    return undefined;
  }

  /** `GET /services/oauth2/authorize`: the consent page, or an error page for a request Salesforce would refuse. */
  consentPage(params: Readonly<Record<string, string>>): FakeAnswer {
    const refused = this.authorizationProblem(params);
    if (refused !== undefined) {
      return { status: 400, html: `<!doctype html><title>OAuth Error</title><h1>OAuth Error</h1><p>${escapeHtml(refused)}</p>` };
    }
    const hidden = Object.entries(params)
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join('');
    const users = this.org.users
      .slice(1)
      .map((user) => `<option value="${user.Id}">${escapeHtml(user.Name)} (${escapeHtml(user.Email)})</option>`)
      .join('');
    return {
      status: 200,
      html: [
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Allow Access?</title></head><body>',
        `<h1>Allow Access?</h1><p>${escapeHtml(this.org.clientId)} is asking to access and manage your data in ${escapeHtml(this.org.organization.Name)} and to perform requests at any time.</p>`,
        `<form method="post" action="/services/oauth2/authorize">${hidden}`,
        `<label>Signed in as <select name="user_id">${users}</select></label> `,
        '<button type="submit" name="decision" value="allow">Allow</button> ',
        '<button type="submit" name="decision" value="deny">Deny</button></form></body></html>',
      ].join(''),
    };
  }

  /** The consent page's form: Allow sends the browser back with a code, Deny with `access_denied`. */
  decide(body: string): FakeAnswer {
    const params = Object.fromEntries(new URLSearchParams(body));
    const refused = this.authorizationProblem(params);
    if (refused !== undefined)
      return { status: 400, html: `<!doctype html><title>OAuth Error</title><p>${escapeHtml(refused)}</p>` };
    const back = new URL(params.redirect_uri ?? '');
    if (params.decision === 'allow') {
      const userId = this.org.users.some((user) => user.Id === params.user_id) ? (params.user_id ?? '') : this.defaultUser();
      back.searchParams.set('code', this.issueCode(params, userId));
    } else {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', 'end-user denied authorization');
    }
    if (params.state !== undefined) back.searchParams.set('state', params.state);
    return { status: 302, headers: { location: back.toString() } };
  }

  private issueCode(params: Readonly<Record<string, string>>, userId: string): string {
    const code = `aPrx${randomBytes(24).toString('base64url')}`;
    this.codes.set(code, {
      redirectUri: params.redirect_uri ?? '',
      challenge: params.code_challenge,
      userId,
      expiresAt: this.org.now() + AUTHORIZATION_CODE_TTL_MS,
      used: false,
    });
    return code;
  }

  /** `POST /services/oauth2/token`: the `authorization_code` and `refresh_token` grants. */
  token(form: Readonly<Record<string, string>>): FakeAnswer {
    const refuse = (error: string, description: string): FakeAnswer => ({
      status: 400,
      body: { error, error_description: description },
    });
    if (form.client_id !== this.org.clientId || form.client_secret !== this.org.clientSecret) {
      return refuse('invalid_client', 'invalid client credentials');
    }
    if (form.grant_type === 'authorization_code') return this.exchangeCode(form, refuse);
    if (form.grant_type === 'refresh_token') {
      const grant = this.refreshTokens.get(form.refresh_token ?? '');
      if (!grant || grant.revoked || grant.refreshToken !== form.refresh_token) {
        return refuse('invalid_grant', 'expired access/refresh token');
      }
      if (this.rotateRefreshTokens) this.rotate(grant);
      return { status: 200, body: this.tokenBody(grant, this.rotateRefreshTokens) };
    }
    return refuse('unsupported_grant_type', 'grant type not supported');
  }

  private exchangeCode(
    form: Readonly<Record<string, string>>,
    refuse: (error: string, description: string) => FakeAnswer,
  ): FakeAnswer {
    const pending = this.codes.get(form.code ?? '');
    if (!pending || pending.used || pending.expiresAt < this.org.now())
      return refuse('invalid_grant', 'invalid authorization code');
    if (pending.redirectUri !== form.redirect_uri)
      return refuse('redirect_uri_mismatch', 'redirect_uri must match configuration');
    if (pending.challenge !== undefined) {
      if (form.code_verifier === undefined) return refuse('invalid_grant', 'invalid code verifier');
      const challenge = createHash('sha256').update(form.code_verifier).digest('base64url');
      if (challenge !== pending.challenge) return refuse('invalid_request', 'invalid code verifier');
    }
    pending.used = true;
    return { status: 200, body: this.tokenBody(this.grant(pending.userId), true) };
  }

  /** A new approval of the app by the user; past five, the oldest one is revoked. */
  private grant(userId: string): Grant {
    const live = this.grants.filter((grant) => grant.userId === userId && !grant.revoked);
    for (const oldest of live.slice(0, Math.max(0, live.length - SALESFORCE_APPROVALS_PER_USER + 1))) oldest.revoked = true;
    const grant: Grant = { id: this.nextGrant, userId, refreshToken: '', revoked: false };
    this.nextGrant += 1;
    this.grants.push(grant);
    this.rotate(grant);
    return grant;
  }

  private rotate(grant: Grant): void {
    grant.refreshToken = `5Aep${randomBytes(32).toString('base64url')}`;
    this.refreshTokens.set(grant.refreshToken, grant);
  }

  private newAccessToken(grant: Grant): string {
    const token = `${this.org.organization.Id}!${randomBytes(32).toString('base64url')}`;
    this.accessTokens.set(token, grant);
    return token;
  }

  private tokenBody(grant: Grant, withRefreshToken: boolean): Record<string, string> {
    const issuedAt = String(this.org.now());
    const id = `${this.org.loginUrl()}/id/${this.org.organization.Id}/${grant.userId}`;
    return {
      access_token: this.newAccessToken(grant),
      ...(withRefreshToken ? { refresh_token: grant.refreshToken } : {}),
      // Salesforce signs the identity URL and issue time with the client secret
      signature: createHmac('sha256', this.org.clientSecret)
        .update(id + issuedAt)
        .digest('base64'),
      scope: 'refresh_token api',
      instance_url: this.org.instanceUrl(),
      id,
      token_type: 'Bearer',
      issued_at: issuedAt,
    };
  }

  /** `GET /services/oauth2/userinfo`: who the token belongs to. */
  userinfo(grant: Grant | undefined): FakeAnswer {
    const user = this.org.users.find((candidate) => candidate.Id === grant?.userId);
    if (!user) return { status: 403, body: 'Bad_OAuth_Token' };
    return {
      status: 200,
      body: {
        sub: `${this.org.loginUrl()}/id/${this.org.organization.Id}/${user.Id}`,
        user_id: user.Id,
        organization_id: this.org.organization.Id,
        preferred_username: user.Email,
        nickname: user.Alias,
        name: user.Name,
        email: user.Email,
        email_verified: true,
        user_type: 'STANDARD',
        active: true,
      },
    };
  }
}
