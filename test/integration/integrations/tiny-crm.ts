import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { IntegrationType } from '../../../shared/domain/integration';
import { CRM_ENV } from '../../../shared/platform/environment';
import { crmCall } from '../../../functions/adapters/crm/crm-http';
import { currentRuntime, installRuntime } from '../../../functions/composition/runtime';
import type { CrmAccess, CrmConnector, CrmConnectorFactory } from '../../../functions/core/ports/crm';

/** The web app's origin and return page the tests' sign-ins use (the origin the mailbox sign-in tests allow too). */
export const CRM_TEST_WEB_ORIGIN = 'http://127.0.0.1:5173';
export const CRM_TEST_REDIRECT_URI = `${CRM_TEST_WEB_ORIGIN}/integration/oauth`;

interface PendingCode {
  readonly type: IntegrationType;
  readonly clientId: string;
  readonly redirectUri: string;
  readonly challenge: string;
  used: boolean;
}

/** What the server saw at a token endpoint: the path and the form. */
export interface TokenRequest {
  readonly path: string;
  /** the query string as sent: HubSpot's current endpoint takes none (every parameter in the body) */
  readonly search: string;
  readonly form: Record<string, string>;
}

/**
 * A tiny CRM over real HTTP for the connection tests: HubSpot's `/oauth/2026-03/token` and
 * Salesforce's `/services/oauth2/token` (authorization code with PKCE checked, refresh with
 * rotation on Salesforce, revocation), and one `GET /account` that answers who a bearer token
 * belongs to. Tokens expire by the test's clock.
 */
export class TinyCrm {
  readonly clientSecret = `secret-${randomBytes(6).toString('hex')}`;
  readonly tokenRequests: TokenRequest[] = [];
  /** private-app tokens HubSpot accepts */
  readonly privateTokens = new Set<string>();
  /** access tokens and the account they belong to */
  private readonly accessTokens = new Map<string, IntegrationType>();
  private readonly refreshTokens = new Map<string, { type: IntegrationType; revoked: boolean }>();
  private readonly codes = new Map<string, PendingCode>();
  private server: Server | undefined;
  /** refreshes answered so far, to make each token distinct */
  private issued = 0;
  /** a delay before every token answer, so concurrent refreshes overlap */
  tokenDelayMs = 0;
  /** the access the last connector was built over (a test forces refreshes with it, as a 401 would) */
  lastAccess: CrmAccess | undefined;

  get baseUrl(): string {
    const address = this.server?.address() as AddressInfo | null | undefined;
    if (!address) throw new Error('The tiny CRM is not started.');
    return `http://127.0.0.1:${address.port}`;
  }

  /** Salesforce's instance, where its API is called (the token names it). */
  get instanceUrl(): string {
    return `${this.baseUrl}/instance`;
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    this.server.unref();
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The environment that points both CRMs' OAuth clients and origins at this server. */
  env(): Record<string, string> {
    return {
      [CRM_ENV.hubspotClientId]: 'hubspot-client',
      [CRM_ENV.hubspotClientSecret]: this.clientSecret,
      [CRM_ENV.hubspotApiUrl]: this.baseUrl,
      [CRM_ENV.hubspotAuthorizeUrl]: `${this.baseUrl}/oauth/authorize`,
      [CRM_ENV.salesforceClientId]: 'salesforce-client',
      [CRM_ENV.salesforceClientSecret]: this.clientSecret,
      [CRM_ENV.salesforceLoginUrl]: this.baseUrl,
    };
  }

  /** A user approving the sign-in at `authorizationUrl`: the code and state the CRM sends back. */
  approve(authorizationUrl: string): { code: string; state: string } {
    const url = new URL(authorizationUrl);
    const type: IntegrationType = url.pathname.startsWith('/services/') ? 'SALESFORCE' : 'HUBSPOT';
    const code = `code-${randomBytes(8).toString('hex')}`;
    this.codes.set(code, {
      type,
      clientId: url.searchParams.get('client_id') ?? '',
      redirectUri: url.searchParams.get('redirect_uri') ?? '',
      challenge: url.searchParams.get('code_challenge') ?? '',
      used: false,
    });
    return { code, state: url.searchParams.get('state') ?? '' };
  }

  /** Revokes every refresh token (the user removed the app in the CRM). */
  revokeAll(): void {
    for (const token of this.refreshTokens.values()) token.revoked = true;
    this.accessTokens.clear();
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const { pathname: path, search } = new URL(request.url ?? '/', this.baseUrl);
    if (request.method === 'POST' && (path === '/oauth/2026-03/token' || path === '/services/oauth2/token')) {
      const form = Object.fromEntries(new URLSearchParams(await bodyOf(request)));
      this.tokenRequests.push({ path, search, form });
      if (this.tokenDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.tokenDelayMs));
      const type: IntegrationType = path === '/services/oauth2/token' ? 'SALESFORCE' : 'HUBSPOT';
      const [status, body] = this.token(type, form);
      return json(response, status, body);
    }
    if (request.method === 'GET' && (path === '/account' || path === '/instance/account')) {
      const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      const type = this.privateTokens.has(token) ? 'HUBSPOT' : this.accessTokens.get(token);
      if (!type) return json(response, 401, { status: 'error', category: 'INVALID_AUTHENTICATION' });
      return json(
        response,
        200,
        type === 'HUBSPOT' ? { id: '4242', name: 'acme.hubspot.test' } : { id: '00D000000000001', name: 'Acme Org' },
      );
    }
    json(response, 404, { message: `no route ${path}` });
  }

  private token(type: IntegrationType, form: Record<string, string>): [number, unknown] {
    if (form.client_secret !== this.clientSecret) return [401, { error: 'invalid_client' }];
    if (form.grant_type === 'authorization_code') {
      const pending = this.codes.get(form.code ?? '');
      const verifier = form.code_verifier ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!pending || pending.used || pending.type !== type || pending.redirectUri !== form.redirect_uri)
        return [400, { error: 'invalid_grant' }];
      if (pending.challenge !== challenge || pending.clientId !== form.client_id) return [400, { error: 'invalid_request' }];
      pending.used = true;
      return [200, this.issue(type)];
    }
    if (form.grant_type === 'refresh_token') {
      const held = this.refreshTokens.get(form.refresh_token ?? '');
      if (!held || held.revoked || held.type !== type) return [400, { error: 'invalid_grant' }];
      // Salesforce rotates: the old refresh token is spent
      if (type === 'SALESFORCE') held.revoked = true;
      const fresh = this.issue(type);
      return [200, type === 'SALESFORCE' ? fresh : { ...fresh, refresh_token: form.refresh_token }];
    }
    return [400, { error: 'unsupported_grant_type' }];
  }

  private issue(type: IntegrationType): Record<string, unknown> {
    this.issued += 1;
    const access = `access-${type}-${String(this.issued)}`;
    const refresh = `refresh-${type}-${String(this.issued)}`;
    this.accessTokens.set(access, type);
    this.refreshTokens.set(refresh, { type, revoked: false });
    return type === 'HUBSPOT'
      ? { access_token: access, refresh_token: refresh, expires_in: 1800, token_type: 'bearer' }
      : { access_token: access, refresh_token: refresh, instance_url: this.instanceUrl, token_type: 'Bearer' };
  }

  /** Connectors that know one call, `account()` (`GET /account` on the access's origin); the rest is not these tests'. */
  readonly connectors: CrmConnectorFactory = (type: IntegrationType, access: CrmAccess): CrmConnector => {
    this.lastAccess = access;
    const notHere = () => Promise.reject(new Error('Not part of the connection tests.'));
    return {
      type,
      account: async () => {
        const { body } = await crmCall(access, { method: 'GET', path: 'account' }, { label: type, codeOf: () => undefined });
        return body as { id: string; name: string };
      },
      listSources: notHere,
      readContacts: notHere,
      getContact: notHere,
      logEmail: notHere,
      logNote: notHere,
      findLogged: notHere,
      setOptedOut: notHere,
    };
  };

  /** Points the runtime's CRM connectors at this server and its environment, for functions composed from now on. */
  install(): void {
    Object.assign(process.env, this.env());
    const { overrides } = currentRuntime();
    installRuntime({ ...overrides, crmConnectors: this.connectors });
  }

  /** Takes this server's environment away again. */
  uninstall(): void {
    for (const key of Object.keys(this.env())) Reflect.deleteProperty(process.env, key);
  }
}

let shared: Promise<TinyCrm> | undefined;

/**
 * One tiny CRM for the calling test file, started on first use and installed: the environment
 * points both CRMs at it, `WEB_ORIGINS` allows CRM_TEST_WEB_ORIGIN, and connectors built from now
 * on are its own.
 */
export function useTinyCrm(): Promise<TinyCrm> {
  shared ??= new TinyCrm().start().then((crm) => {
    process.env.WEB_ORIGINS = CRM_TEST_WEB_ORIGIN;
    crm.install();
    return crm;
  });
  return shared.then((crm) => {
    // another installed runtime (a test's own) loses the connectors: put them back
    if (currentRuntime().overrides?.crmConnectors !== crm.connectors) crm.install();
    return crm;
  });
}

function bodyOf(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
