import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

import type { RouteDefinition } from '../../shared/api/route';
import { ROUTES } from '../../shared/api/routes';
import { apiGatewayEvent, invokeHttpRoute, type AuthorizerClaims, type HttpEvent } from './lambda-runtime';

export type { AuthorizerClaims } from './lambda-runtime';

/** Largest request body API Gateway passes to a Lambda function (6 MB). */
const MAX_REQUEST_BYTES = 6 * 1024 * 1024;

/** Verifies a bearer token the way API Gateway's JWT authorizer does; null when it is not acceptable. */
export interface TokenVerifier {
  verify(token: string): Promise<{ claims: AuthorizerClaims; scopes: string[] | null } | null>;
}

interface CompiledRoute {
  readonly route: RouteDefinition;
  readonly pattern: RegExp;
}

/** What the server answers, with status 400, for a path that is not valid (broken percent-encoding, no path at all). */
const INVALID_PATH_MESSAGE = 'Bad Request: the path is not valid';

/**
 * Whether every `%` of a path starts an escape and the escapes spell UTF-8. API Gateway answers 400
 * for any other path, before it picks a route or asks for a token.
 */
function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * The URL of a request. A target that starts with `/` is a path, whatever follows (`//x` is the
 * path `//x`, not the host `x`); null when the target is no URL at all.
 */
function requestUrl(target: string): URL | null {
  try {
    return new URL(target.startsWith('/') ? `http://127.0.0.1${target}` : target);
  } catch {
    return null;
  }
}

/** `/api/company/{id}` → a pattern with a named group per path parameter. */
function compileRoute(route: RouteDefinition): CompiledRoute {
  const source = route.path
    .split('/')
    .map((segment) =>
      /^\{\w+\}$/.test(segment) ? `(?<${segment.slice(1, -1)}>[^/]+)` : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`) };
}

/** The route a request is for, as API Gateway picks it: literal paths win over ones with parameters. */
function matchRoute(
  compiled: readonly CompiledRoute[],
  method: string,
  pathname: string,
): { route: RouteDefinition; params: Record<string, string> } | null {
  const candidates = compiled
    .filter((entry) => entry.route.method === method)
    .map((entry) => ({ entry, match: entry.pattern.exec(pathname) }))
    .filter((candidate): candidate is { entry: CompiledRoute; match: RegExpExecArray } => candidate.match !== null)
    .sort((a, b) => Object.keys(a.match.groups ?? {}).length - Object.keys(b.match.groups ?? {}).length);
  const best = candidates[0];
  if (!best) return null;
  const params = Object.fromEntries(
    Object.entries(best.match.groups ?? {}).map(([key, value]) => [key, decodeURIComponent(value)]),
  );
  return { route: best.entry.route, params };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_REQUEST_BYTES) throw new PayloadTooLarge();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

class PayloadTooLarge extends Error {}

function isTextual(contentType: string | undefined): boolean {
  return !contentType || /^(text\/|application\/(json|x-www-form-urlencoded|xml|javascript))|\+json/.test(contentType);
}

/** The API Gateway HTTP API (payload 2.0) event for a request, as API Gateway builds it. */
function toApiGatewayEvent(input: {
  route: RouteDefinition;
  params: Record<string, string>;
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: Buffer;
  sourceIp: string;
  requestId: string;
  authorizer: { claims: AuthorizerClaims; scopes: string[] | null } | null;
  now: Date;
}): HttpEvent {
  const textual = isTextual(input.headers['content-type']);
  return apiGatewayEvent({
    route: input.route,
    method: input.method,
    rawPath: input.url.pathname,
    pathParameters: input.params,
    rawQueryString: input.url.search.replace(/^\?/, ''),
    headers: input.headers,
    ...(input.body.length > 0 ? { rawBody: input.body.toString(textual ? 'utf8' : 'base64'), isBase64Encoded: !textual } : {}),
    claims: input.authorizer?.claims ?? null,
    scopes: input.authorizer?.scopes ?? null,
    sourceIp: input.sourceIp,
    requestId: input.requestId,
    now: input.now,
  });
}

function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token === '' ? null : token;
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

interface LocalApiOptions {
  readonly port: number;
  readonly host?: string;
  readonly verifier: TokenVerifier;
  /** the project root: handlers are loaded from functions/http/<handler>.ts */
  readonly root: string;
  readonly routes?: readonly RouteDefinition[];
  /** one line per request */
  readonly log?: (line: string) => void;
}

export interface LocalApi {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/**
 * The API on one machine: every route of the contract mounted with its real handler. Each request
 * becomes the API Gateway v2 event the cloud would send, the bearer token is verified as the JWT
 * authorizer does (401 `Unauthorized` otherwise, public routes excepted), and the handler's result
 * becomes the HTTP answer. Unknown routes answer 404 `Not Found` and paths with broken
 * percent-encoding 400, as API Gateway does.
 */
export async function startLocalApi(options: LocalApiOptions): Promise<LocalApi> {
  const compiled = (options.routes ?? ROUTES).map(compileRoute);

  const server: Server = createServer((request, response) => {
    const started = performance.now();
    const method = request.method ?? 'GET';
    const url = requestUrl(request.url ?? '/');
    const pathname = url?.pathname ?? request.url ?? '/';
    const done = (status: number) =>
      options.log?.(`${method} ${pathname} ${status} ${Math.round(performance.now() - started)} ms`);
    void (async () => {
      if (!url || !isDecodablePath(url.pathname)) {
        send(response, 400, { message: INVALID_PATH_MESSAGE });
        return done(400);
      }
      const matched = matchRoute(compiled, method, url.pathname);
      if (!matched) {
        send(response, 404, { message: 'Not Found' });
        return done(404);
      }
      let authorizer: Awaited<ReturnType<TokenVerifier['verify']>> = null;
      if (matched.route.access !== 'public') {
        const token = bearerToken(request.headers.authorization);
        authorizer = token ? await options.verifier.verify(token) : null;
        if (!authorizer) {
          send(response, 401, { message: 'Unauthorized' }, { 'www-authenticate': 'Bearer' });
          return done(401);
        }
      }
      const body = await readBody(request);
      const requestId = randomUUID();
      const event = toApiGatewayEvent({
        route: matched.route,
        params: matched.params,
        method,
        url,
        headers: request.headers,
        body,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        requestId,
        authorizer,
        now: new Date(),
      });
      const result = await invokeHttpRoute(matched.route, event, { root: options.root });
      const headers: Record<string, string | string[]> = { ...(result.headers as Record<string, string>) };
      if (result.cookies?.length) headers['set-cookie'] = result.cookies;
      response.writeHead(result.statusCode ?? 200, headers);
      response.end(result.body === undefined ? undefined : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8'));
      done(result.statusCode ?? 200);
    })().catch((error: unknown) => {
      if (error instanceof PayloadTooLarge) {
        send(response, 413, { message: 'Request Entity Too Large' });
        return done(413);
      }
      // API Gateway answers this way when the integration fails
      options.log?.(`${method} ${pathname} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!response.headersSent) send(response, 500, { message: 'Internal Server Error' });
      else response.end();
      done(500);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
