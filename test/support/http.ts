import { randomBytes } from 'node:crypto';
import type { Context } from 'aws-lambda';

import { apiGatewayEvent, invokeHttpRoute, loadHttpHandler } from '../../bin/local/lambda-runtime';
import type { RouteDefinition } from '../../shared/api/route';
import { SELECTED_NAMESPACE_HEADER } from '../../shared/domain/product';
import { staticLinkKey } from '../../functions/adapters/secrets/link-key';
import { createAesSecretBox } from '../../functions/adapters/secrets/secret-box';
import { createLinkSigner, type LinkSigner } from '../../functions/core/sending/link-token';
import { createStores } from '../../functions/adapters/dynamodb/stores';
import { composeAllServices, type AllServices } from '../../functions/composition/all-services';
import { currentRuntime, installRuntime, type PublicUrls } from '../../functions/composition/runtime';
import type { Stores } from '../../functions/core/ports/stores';
import type { HttpEvent, HttpResult } from '../../functions/middleware/http-handler';
import type { Clock } from '../../functions/core/clock';
import type { TestTable } from './table-per-file';
import { FakeCrmConnections } from './fakes/crm-connector';
import { recordingQueues, type RecordingQueues } from './work-queues';
import { recordingSystemMailer, type RecordingSystemMailer } from './system-mail';

/** Claims of a verified token, as API Gateway's JWT authorizer passes them (strings). */
export interface TestIdentity {
  sub: string;
  email: string;
  email_verified?: 'true' | 'false';
  given_name?: string;
  family_name?: string;
  /** the company given at sign-up (the pool's custom attribute) */
  'custom:company'?: string;
}

export interface CallOptions {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** a body sent as JSON (as a form to a form route), or a raw string sent as is */
  body?: unknown;
  rawBody?: string;
  identity?: TestIdentity;
  namespaceId?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Record<string, string>;
  /** the parsed JSON answer; an image's bytes (a base64 answer) as a Buffer; a text/plain answer as a string ('' when empty) */
  body: unknown;
}

/** A body as an HTML form sends it: an object's fields (text as is, anything else as JSON), else the value as JSON. */
export function formBody(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return JSON.stringify(value);
  return new URLSearchParams(
    Object.entries(value).map(([name, field]) => [name, typeof field === 'string' ? field : JSON.stringify(field)]),
  ).toString();
}

/**
 * An API Gateway HTTP API (payload 2.0) event for a route, shaped exactly as API Gateway sends it:
 * `body` goes as JSON, or as a form to a route that declares a form body.
 */
export function apiEvent(route: RouteDefinition, options: CallOptions = {}): HttpEvent {
  const form = route.bodyType === 'form';
  const headers: Record<string, string> = {
    'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
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
    ...(options.rawBody !== undefined
      ? { rawBody: options.rawBody }
      : form && options.body !== undefined
        ? { rawBody: formBody(options.body) }
        : { body: options.body }),
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
  const text = (headers['content-type'] ?? '').startsWith('text/plain');
  const body = !result.body
    ? text
      ? ''
      : undefined
    : result.isBase64Encoded
      ? text
        ? Buffer.from(result.body, 'base64').toString('utf8')
        : Buffer.from(result.body, 'base64')
      : (JSON.parse(result.body) as unknown);
  return { status: result.statusCode ?? 200, headers, body };
}

/** What a test arranges data and checks outcomes with, over the same table and clock the handlers use. */
export interface TestDeps {
  readonly repos: Stores;
  readonly services: AllServices;
  readonly accounts: AllServices['accounts'];
  readonly now: Clock;
  /** the work queues functions send to, recording what they were sent */
  readonly queues: RecordingQueues;
  /** signs link tokens with the key the functions verify them with */
  readonly links: LinkSigner;
  /** the product's own messages (invitations) the functions sent */
  readonly systemMail: RecordingSystemMailer;
  /** the instances' CRMs: none is connected until a test connects a fake one */
  readonly crm: FakeCrmConnections;
}

/** The public origins of the API and the web app the functions are given in tests. */
export const TEST_PUBLIC_URLS: PublicUrls = { api: 'https://app.reachwise.test', web: 'https://app.reachwise.test' };

/**
 * Installs the runtime every handler composes itself from (the test table, a controllable clock,
 * a fresh sealing key and link key, the test's public origins and, unless asked, no caching), and
 * answers the stores and services the test arranges data with.
 */
export function installDeps(table: TestTable, now: Clock, options: { cacheTtlMs?: number } = {}): TestDeps {
  const queues = recordingQueues();
  const linkKey = staticLinkKey(randomBytes(32).toString('base64url'));
  const systemMail = recordingSystemMailer();
  const crm = new FakeCrmConnections();
  const runtime = {
    documentClient: table.client,
    tableName: table.tableName,
    now,
    cacheTtlMs: options.cacheTtlMs ?? 0,
    secretBox: createAesSecretBox(randomBytes(32)),
    queues: queues.queues,
    linkKey,
    publicUrls: TEST_PUBLIC_URLS,
    systemMailer: systemMail,
    crmConnections: crm,
  };
  installRuntime(runtime);
  const services = composeAllServices(runtime);
  return {
    repos: createStores(table.client, table.tableName, { now }),
    services,
    accounts: services.accounts,
    now,
    queues,
    links: createLinkSigner(linkKey),
    systemMail,
    crm,
  };
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

/**
 * Functions read their configuration once, when they are composed (as a Lambda does at cold
 * start): after a test changes the environment, this composes them again, as new containers would.
 */
export function recompose(): void {
  const { overrides } = currentRuntime();
  if (overrides) installRuntime(overrides);
}
