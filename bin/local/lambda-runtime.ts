import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';

import { buildPath } from '../../shared/api/route';

/**
 * Lambda on one machine: the events and contexts the cloud hands to a function, and the functions'
 * handler modules. The local API server, the local queues and schedules and the tests all invoke
 * handlers through this module, so they see the same events.
 */

/** The account in every local ARN. */
const LOCAL_ACCOUNT_ID = '000000000000';
/** The region in every local ARN. */
const LOCAL_REGION = 'local';
/** Memory and timeout of a function that sets none (the defaults of infra/function.ts). */
const DEFAULT_MEMORY_MB = 512;
const DEFAULT_TIMEOUT_MS = 10_000;

/** The repository root: HTTP handlers live under `functions/http` below it. */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..');

export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
type HttpResult = APIGatewayProxyStructuredResultV2;
/** The handler of an HTTP route's function. */
export type HttpHandler = (event: HttpEvent, context: Context) => Promise<HttpResult>;

/** Claims as API Gateway's JWT authorizer hands them to the function: every value a string. */
export type AuthorizerClaims = Record<string, string>;

/** What the event needs of a route: its method and path template make the route key. */
interface RouteKey {
  readonly method: string;
  /** `/api/company/{id}` */
  readonly path: string;
}

interface ApiEventInput {
  readonly route: RouteKey;
  /** the request's method; default the route's */
  readonly method?: string;
  /** the path as requested, still percent-encoded; default the route's path filled with `pathParameters` */
  readonly rawPath?: string;
  /** the decoded values of the route's `{param}` placeholders */
  readonly pathParameters?: Readonly<Record<string, string>>;
  /** the query string as requested, without `?`; default built from `queryStringParameters` */
  readonly rawQueryString?: string;
  /** decoded query values, repeated keys joined by commas; default read from `rawQueryString` */
  readonly queryStringParameters?: Readonly<Record<string, string>>;
  /** request headers in any case; `cookie` headers become `cookies` */
  readonly headers?: Readonly<Record<string, string | readonly string[] | undefined>>;
  /** a body sent as its JSON */
  readonly body?: unknown;
  /** a body sent as is; wins over `body` */
  readonly rawBody?: string;
  /** whether `rawBody` is base64 (API Gateway's encoding of a binary body) */
  readonly isBase64Encoded?: boolean;
  /** the claims the JWT authorizer verified; none on a public route */
  readonly claims?: AuthorizerClaims | null;
  readonly scopes?: readonly string[] | null;
  /** default a new UUID */
  readonly requestId?: string;
  /** default 127.0.0.1 */
  readonly sourceIp?: string;
  /** when the request arrived; default now */
  readonly now?: Date;
}

/** Headers as API Gateway passes them: names in lower case, repeated headers joined by commas, cookies apart. */
function normalizeHeaders(input: ApiEventInput['headers'] = {}): { headers: Record<string, string>; cookies: string[] } {
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined) continue;
    const values = typeof value === 'string' ? [value] : [...value];
    const key = name.toLowerCase();
    if (key === 'cookie') {
      cookies.push(...values.flatMap((line) => line.split(/;\s*/)).filter((cookie) => cookie !== ''));
      continue;
    }
    const joined = values.join(',');
    headers[key] = key in headers ? `${headers[key]},${joined}` : joined;
  }
  return { headers, cookies };
}

/** Query values as API Gateway passes them: decoded, repeated keys joined by commas. */
function queryParameters(rawQueryString: string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(rawQueryString)) query[key] = key in query ? `${query[key]},${value}` : value;
  return query;
}

/** The API Gateway HTTP API (payload 2.0) event of a request, shaped as API Gateway sends it. */
export function apiGatewayEvent(input: ApiEventInput): HttpEvent {
  const method = input.method ?? input.route.method;
  const routeKey = `${input.route.method} ${input.route.path}`;
  const rawPath = input.rawPath ?? buildPath(input.route.path, { ...input.pathParameters });
  const rawQueryString =
    input.rawQueryString ?? new URLSearchParams(input.queryStringParameters ? { ...input.queryStringParameters } : {}).toString();
  const query = input.queryStringParameters ?? queryParameters(rawQueryString);
  const { headers, cookies } = normalizeHeaders(input.headers);
  const body = input.rawBody ?? (input.body === undefined ? undefined : JSON.stringify(input.body));
  const hasBody = body !== undefined && body !== '';
  const now = input.now ?? new Date();
  const domainName = headers.host ?? 'localhost';
  const event = {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    ...(cookies.length > 0 ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length > 0 ? { queryStringParameters: { ...query } } : {}),
    ...(input.pathParameters && Object.keys(input.pathParameters).length > 0
      ? { pathParameters: { ...input.pathParameters } }
      : {}),
    requestContext: {
      accountId: LOCAL_ACCOUNT_ID,
      apiId: 'local',
      domainName,
      domainPrefix: domainName.split('.')[0] ?? 'local',
      http: {
        method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: input.sourceIp ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: input.requestId ?? randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
      ...(input.claims
        ? {
            authorizer: {
              principalId: '',
              integrationLatency: 0,
              jwt: { claims: { ...input.claims }, scopes: input.scopes ? [...input.scopes] : null },
            },
          }
        : {}),
    },
    ...(hasBody ? { body } : {}),
    isBase64Encoded: hasBody && (input.isBase64Encoded ?? false),
  };
  return event as HttpEvent;
}

interface LambdaContextInput {
  readonly functionName: string;
  /** default a new UUID */
  readonly requestId?: string;
  /** when the invocation times out, in milliseconds on `now`; default `timeoutMs` from now */
  readonly deadline?: number;
  /** default 10 s */
  readonly timeoutMs?: number;
  /** the clock the remaining time is counted on; default `Date.now` */
  readonly now?: () => number;
  /** default 512 */
  readonly memoryLimitInMB?: number;
}

/** The Lambda context of one invocation, with the remaining time counted down to its deadline. */
export function lambdaContext(input: LambdaContextInput): Context {
  const now = input.now ?? (() => Date.now());
  const deadline = input.deadline ?? now() + (input.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  return {
    awsRequestId: input.requestId ?? randomUUID(),
    functionName: input.functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:function:${input.functionName}`,
    memoryLimitInMB: String(input.memoryLimitInMB ?? DEFAULT_MEMORY_MB),
    logGroupName: `/aws/lambda/${input.functionName}`,
    logStreamName: 'local',
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => Math.max(0, deadline - now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

const handlers = new Map<string, Promise<unknown>>();

/**
 * The `handler` export of a module, by its path (relative paths from `root`, default the repository
 * root). Each module is imported once and its handler kept; a module that fails to load is tried
 * again on the next call.
 */
export function importHandler<T>(file: string, root: string = PROJECT_ROOT): Promise<T> {
  const absolute = path.resolve(root, file);
  let handler = handlers.get(absolute);
  if (!handler) {
    handler = import(/* @vite-ignore */ pathToFileURL(absolute).href).then((module: { handler?: unknown }) => {
      if (typeof module.handler !== 'function') throw new Error(`${file} does not export a handler function.`);
      return module.handler;
    });
    handlers.set(absolute, handler);
    void handler.catch(() => handlers.delete(absolute));
  }
  return handler as Promise<T>;
}

/** What invoking a route's function needs of the route. */
interface HttpRouteFunction extends RouteKey {
  /** `<resource>.<action>`, part of the function's name */
  readonly name: string;
  /** the handler module under `functions/http`, without extension */
  readonly handler: string;
}

/** The file of a route's handler: `<root>/functions/http/<handler>.ts`. */
export function httpHandlerFile(route: Pick<HttpRouteFunction, 'handler'>, root: string = PROJECT_ROOT): string {
  return path.join(root, 'functions', 'http', `${route.handler}.ts`);
}

/** The HTTP handler of a route, imported once. */
export function loadHttpHandler(route: Pick<HttpRouteFunction, 'handler'>, root: string = PROJECT_ROOT): Promise<HttpHandler> {
  return importHandler<HttpHandler>(httpHandlerFile(route, root));
}

/**
 * Invokes a route's function with an event, as Lambda does: its handler, imported once, receives the
 * event and a context whose request id is the event's.
 */
export async function invokeHttpRoute(
  route: HttpRouteFunction,
  event: HttpEvent,
  options: { readonly root?: string; readonly timeoutMs?: number } = {},
): Promise<HttpResult> {
  const handler = await loadHttpHandler(route, options.root);
  const context = lambdaContext({
    functionName: `reachwise-local-${route.name}`,
    requestId: event.requestContext.requestId,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
  return handler(event, context);
}
