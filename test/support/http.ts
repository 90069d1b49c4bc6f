import { randomBytes } from 'node:crypto';
import type { Context } from 'aws-lambda';

import { apiGatewayEvent, invokeHttpRoute, loadHttpHandler } from '../../bin/local/lambda-runtime';
import type { RouteDefinition } from '../../shared/api/route';
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
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'vitest',
    // the caller's headers replace these whatever their case
    ...Object.fromEntries(Object.entries(options.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value])),
  };
  if (options.namespaceId !== undefined) headers[SELECTED_NAMESPACE_HEADER.toLowerCase()] = options.namespaceId;
  return apiGatewayEvent({
    route,
    headers,
    ...(options.params ? { pathParameters: options.params } : {}),
    ...(options.query ? { queryStringParameters: options.query } : {}),
    ...(options.rawBody === undefined ? { body: options.body } : { rawBody: options.rawBody }),
    claims: options.identity ? { email_verified: 'true', ...options.identity } : null,
    scopes: [],
  });
}

type Handler = (event: HttpEvent, context: Context) => Promise<HttpResult>;

/** Loads the handler module of a route, as the Lambda of that route does. */
export function loadHandler(route: RouteDefinition): Promise<Handler> {
  return loadHttpHandler(route);
}

/** Calls a route's real handler with an API Gateway event and answers status, headers and JSON body. */
export async function call(route: RouteDefinition, options: CallOptions = {}): Promise<CallResult> {
  const result = await invokeHttpRoute(route, apiEvent(route, options), { timeoutMs: 30_000 });
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
