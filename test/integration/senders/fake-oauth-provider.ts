import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';
import { recompose } from '../../support/http';

/** What the fake provider saw at its token endpoint. */
export interface TokenRequestRecord {
  readonly grantType: string;
  readonly form: Record<string, string>;
}

interface PendingCode {
  readonly clientId: string;
  readonly redirectUri: string;
  readonly challenge: string;
  readonly email: string;
  readonly name: string;
  used: boolean;
}

export interface FakeOAuthOptions {
  /** 'google' signs `iss` = the base URL; 'microsoft' signs `iss` = `<base>/<tid>/v2.0` with a `tid` claim */
  readonly flavour: 'google' | 'microsoft';
  readonly clientId?: string;
  readonly clientSecret?: string;
}

/**
 * A small OAuth 2.0 / OpenID provider over real HTTP: an authorization step the test drives
 * (`approve`), a token endpoint that checks the client, the redirect URI and the PKCE verifier and
 * answers an id_token signed with a test key, refresh tokens that can be revoked, and a JWKS URL.
 */
export class FakeOAuthProvider {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly tenantId = '9188040d-6c67-4c5b-b112-36a304b66dad';
  readonly tokenRequests: TokenRequestRecord[] = [];
  /** the provider's clock (epoch ms): id_tokens are issued and expire by it */
  clock: () => number = () => Date.now();
  /** sign id_tokens with a key that is not in the JWKS */
  signWithForeignKey = false;
  /** when set, a browser opening the authorization URL signs in as this mailbox at once and is sent back */
  autoApproveAs: string | undefined;
  private server: Server | undefined;
  private key: CryptoKey | undefined;
  private foreignKey: CryptoKey | undefined;
  private jwk: JWK | undefined;
  private readonly codes = new Map<string, PendingCode>();
  private readonly refreshTokens = new Map<string, { email: string; revoked: boolean }>();

  constructor(private readonly options: FakeOAuthOptions) {
    this.clientId = options.clientId ?? `client-${options.flavour}`;
    this.clientSecret = options.clientSecret ?? `secret-${randomBytes(6).toString('hex')}`;
  }

  get baseUrl(): string {
    const address = this.server?.address() as AddressInfo | null | undefined;
    if (!address) throw new Error('The fake provider is not started.');
    return `http://127.0.0.1:${address.port}`;
  }

  get issuer(): string {
    return this.options.flavour === 'microsoft' ? `${this.baseUrl}/{tenantid}/v2.0` : this.baseUrl;
  }

  async start(): Promise<this> {
    const pair = await generateKeyPair('RS256');
    this.key = pair.privateKey;
    this.foreignKey = (await generateKeyPair('RS256')).privateKey;
    this.jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    this.server = createServer((request, response) => void this.handle(request, response));
    this.server.unref();
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The environment that points the app's `<prefix>` provider (GOOGLE or MICROSOFT) here. */
  env(prefix: 'GOOGLE' | 'MICROSOFT'): Record<string, string> {
    return {
      [`${prefix}_OAUTH_CLIENT_ID`]: this.clientId,
      [`${prefix}_OAUTH_CLIENT_SECRET`]: this.clientSecret,
      [`${prefix}_OAUTH_AUTHORIZATION_ENDPOINT`]: `${this.baseUrl}/authorize`,
      [`${prefix}_OAUTH_TOKEN_ENDPOINT`]: `${this.baseUrl}/token`,
      [`${prefix}_OAUTH_JWKS_URI`]: `${this.baseUrl}/jwks`,
      [`${prefix}_OAUTH_ISSUER`]: this.issuer,
    };
  }

  /**
   * The user signs in as `email` on the page of `authorizationUrl` and consents: answers the code
   * and state the provider sends back to the redirect URI, as the browser would receive them.
   */
  approve(authorizationUrl: string, email: string, name = 'Mailbox Owner'): { code: string; state: string; redirectUri: string } {
    const url = new URL(authorizationUrl);
    const param = (key: string) => {
      const value = url.searchParams.get(key);
      if (value === null) throw new Error(`The authorization URL has no ${key}.`);
      return value;
    };
    if (`${url.origin}${url.pathname}` !== `${this.baseUrl}/authorize`) throw new Error(`Not this provider: ${authorizationUrl}`);
    if (param('response_type') !== 'code' || param('code_challenge_method') !== 'S256')
      throw new Error('Not a PKCE code request.');
    if (param('client_id') !== this.clientId) throw new Error('Unknown client.');
    const code = `code-${randomBytes(8).toString('hex')}`;
    this.codes.set(code, {
      clientId: param('client_id'),
      redirectUri: param('redirect_uri'),
      challenge: param('code_challenge'),
      email,
      name,
      used: false,
    });
    return { code, state: param('state'), redirectUri: param('redirect_uri') };
  }

  /** Revokes every refresh token issued for `email` (the user removed the app's access). */
  revoke(email: string): void {
    for (const token of this.refreshTokens.values()) if (token.email === email) token.revoked = true;
  }

  /**
   * A token signed with the provider's key (in its JWKS), issued at `at` (epoch ms) for an hour,
   * with these claims: a Pub/Sub push's OIDC token, for one.
   */
  signed(claims: JWTPayload, options: { issuer: string; audience: string; at: number }): Promise<string> {
    const now = Math.floor(options.at / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(options.issuer)
      .setAudience(options.audience)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(this.key as CryptoKey);
  }

  private async idToken(email: string, name: string): Promise<string> {
    const now = Math.floor(this.clock() / 1000);
    const microsoft = this.options.flavour === 'microsoft';
    return new SignJWT({
      email,
      name,
      ...(microsoft ? { tid: this.tenantId } : { email_verified: true }),
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(microsoft ? `${this.baseUrl}/${this.tenantId}/v2.0` : this.baseUrl)
      .setAudience(this.clientId)
      .setSubject(`subject-${email}`)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign((this.signWithForeignKey ? this.foreignKey : this.key) as CryptoKey);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const path = new URL(request.url ?? '/', this.baseUrl).pathname;
    if (request.method === 'GET' && path === '/jwks') return send(200, { keys: [this.jwk] });
    if (request.method === 'GET' && path === '/authorize' && this.autoApproveAs) {
      const approved = this.approve(new URL(request.url ?? '/', this.baseUrl).toString(), this.autoApproveAs);
      const back = new URL(approved.redirectUri);
      back.searchParams.set('code', approved.code);
      back.searchParams.set('state', approved.state);
      response.writeHead(302, { location: back.toString() });
      response.end();
      return;
    }
    if (request.method !== 'POST' || path !== '/token') return send(404, { error: 'not_found' });
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    this.tokenRequests.push({ grantType: form.grant_type ?? '', form });
    if (form.client_id !== this.clientId || form.client_secret !== this.clientSecret)
      return send(401, { error: 'invalid_client' });
    if (form.grant_type === 'authorization_code') {
      const pending = this.codes.get(form.code ?? '');
      const challenge = createHash('sha256')
        .update(form.code_verifier ?? '')
        .digest('base64url');
      if (!pending || pending.used || pending.redirectUri !== form.redirect_uri || pending.challenge !== challenge) {
        return send(400, { error: 'invalid_grant' });
      }
      pending.used = true;
      const refreshToken = `refresh-${randomBytes(8).toString('hex')}`;
      this.refreshTokens.set(refreshToken, { email: pending.email, revoked: false });
      return send(200, {
        access_token: `access-${randomBytes(8).toString('hex')}`,
        token_type: 'Bearer',
        expires_in: 3600,
        refresh_token: refreshToken,
        id_token: await this.idToken(pending.email, pending.name),
      });
    }
    if (form.grant_type === 'refresh_token') {
      const known = this.refreshTokens.get(form.refresh_token ?? '');
      if (!known || known.revoked) return send(400, { error: 'invalid_grant' });
      return send(200, { access_token: `access-${randomBytes(8).toString('hex')}`, token_type: 'Bearer', expires_in: 3600 });
    }
    return send(400, { error: 'unsupported_grant_type' });
  }
}

/** The web origin tests run the add-sender page on, and its redirect URI. */
export const TEST_WEB_ORIGIN = 'http://127.0.0.1:5173';
export const TEST_REDIRECT_URI = `${TEST_WEB_ORIGIN}/email-sender-config/add`;

let sharedGoogle: Promise<FakeOAuthProvider> | undefined;

/**
 * One fake Google for the calling test file, started on first use, with the environment pointing
 * the app's Google sign-in at it and `WEB_ORIGINS` allowing TEST_WEB_ORIGIN.
 */
export function useFakeGoogle(): Promise<FakeOAuthProvider> {
  sharedGoogle ??= new FakeOAuthProvider({ flavour: 'google' }).start().then((provider) => {
    Object.assign(process.env, provider.env('GOOGLE'), { WEB_ORIGINS: TEST_WEB_ORIGIN });
    recompose();
    return provider;
  });
  return sharedGoogle;
}
