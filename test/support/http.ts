import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';

import { buildPath, type RouteDefinition } from '../../shared/api/route';
import { SELECTED_NAMESPACE_HEADER } from '../../shared/domain/product';
import { createAesSecretBox } from '../../functions/adapters/secrets/secret-box';
import { createAppDeps, useAppDeps, type AppDeps } from '../../functions/http/app';
import type { HttpEvent, HttpResult } from '../../functions/middleware/http-handler';
import type { Clock } from '../../functions/core/clock';
import type { TestTable } from './table-per-file';

/** Claims of a verified token, as API Gateway's JWT authorizer passes them (strings). */
export interface TestIdentity {
  sub: string;
  email: string;
  email_verified?: 'true' | 'false';
  given_name?: string;
}

export interface CallOptions {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** a JSON body, or a raw string sent as is */
  body?: unknown;
  rawBody?: string;
  identity?: TestIdentity;
  namespaceId?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Record<string, string>;
  /** the parsed JSON answer */
  body: unknown;
}

/** An API Gateway HTTP API (payload 2.0) event for a route, shaped exactly as API Gateway sends it. */
export function apiEvent(route: RouteDefinition, options: CallOptions = {}): HttpEvent {
  const path = buildPath(route.path, options.params ?? {});
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  if (options.namespaceId !== undefined) headers[SELECTED_NAMESPACE_HEADER.toLowerCase()] = options.namespaceId;
  const rawQueryString = new URLSearchParams(options.query ?? {}).toString();
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  return {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath: path,
    rawQueryString,
    headers,
    ...(options.query ? { queryStringParameters: options.query } : {}),
    ...(options.params ? { pathParameters: options.params } : {}),
    ...(body === undefined ? {} : { body }),
    isBase64Encoded: false,
    requestContext: {
      accountId: '123456789012',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method: route.method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: randomUUID(),
      routeKey: `${route.method} ${route.path}`,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
      ...(options.identity
        ? {
            authorizer: {
              principalId: '',
              integrationLatency: 0,
              jwt: { claims: { email_verified: 'true', ...options.identity }, scopes: [] },
            },
          }
        : {}),
    },
  } as HttpEvent;
}

const lambdaContext = (): Context => ({
  awsRequestId: randomUUID(),
  functionName: 'test',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:us-east-1:123456789012:function:test',
  memoryLimitInMB: '256',
  logGroupName: 'test',
  logStreamName: 'test',
  callbackWaitsForEmptyEventLoop: false,
  getRemainingTimeInMillis: () => 30_000,
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
});

type Handler = (event: HttpEvent, context: Context) => Promise<HttpResult>;

/** Loads the handler module of a route, as the Lambda of that route does. */
export async function loadHandler(route: RouteDefinition): Promise<Handler> {
  const file = pathToFileURL(fileURLToPath(new URL(`../../functions/http/${route.handler}.ts`, import.meta.url))).href;
  const module = (await import(/* @vite-ignore */ file)) as { handler: Handler };
  return module.handler;
}

/** Calls a route's real handler with an API Gateway event and answers status, headers and JSON body. */
export async function call(route: RouteDefinition, options: CallOptions = {}): Promise<CallResult> {
  const handler = await loadHandler(route);
  const result = await handler(apiEvent(route, options), lambdaContext());
  const headers = Object.fromEntries(
    Object.entries(result.headers ?? {}).map(([key, value]) => [key.toLowerCase(), String(value)]),
  );
  return { status: result.statusCode ?? 200, headers, body: result.body ? (JSON.parse(result.body) as unknown) : undefined };
}

/** Installs handler dependencies over the test table, with a controllable clock and (unless asked) no caching. */
export function installDeps(table: TestTable, now: Clock, options: { cacheTtlMs?: number } = {}): AppDeps {
  const deps = createAppDeps({
    client: table.client,
    tableName: table.tableName,
    now,
    cacheTtlMs: options.cacheTtlMs ?? 0,
    secrets: createAesSecretBox(randomBytes(32)),
  });
  useAppDeps(deps);
  return deps;
}

/** A clock tests can move: `clock.set('2026-03-10T12:00:00Z')`. */
export function settableClock(start: string): Clock & { set(iso: string): void } {
  let current = new Date(start);
  const clock = (() => new Date(current)) as Clock & { set(iso: string): void };
  clock.set = (iso: string) => {
    current = new Date(iso);
  };
  return clock;
}
