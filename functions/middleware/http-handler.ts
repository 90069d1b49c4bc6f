import middy, { type MiddlewareObj } from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { $ZodError, safeParse } from 'zod/v4/core';
import type * as z from 'zod/v4/core';

import { API_MESSAGES } from '../../shared/api/messages';
import type { RouteDefinition } from '../../shared/api/route';
import { BROWSER_TIME_ZONE_HEADER, SELECTED_NAMESPACE_HEADER } from '../../shared/domain/product';
import { COMPANY_CLAIM, PROFILE_ATTRIBUTE_MAX_LENGTH } from '../../shared/domain/sign-up';
import { HTTP_STATUS, TRIAL_HEADERS } from '../../shared/domain/trial';
import { TIME_ZONE_MAX_LENGTH, isTimeZone } from '../../shared/rules/time-zone';
import { instanceTrialState } from '../../shared/rules/trial';
import { formatZodError } from '../../shared/schemas/errors';
import type { FirstInstanceDefaults, Identity } from '../core/ports/access';
import type { Clock } from '../core/clock';
import { AppError, InvalidInputError } from '../core/errors';
import type { CallerAccess } from '../core/ports/access';
import type { MembershipItem, NamespaceItem, UserItem } from '../core/ports/items';
import type { TenantContext } from '../core/tenant';
import { TtlCache } from '../core/ttl-cache';
import { logger } from '../logger';

export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type HttpResult = APIGatewayProxyStructuredResultV2;

/** Largest request body accepted, in bytes. */
const MAX_BODY_BYTES = 256 * 1024;

/** The validated value of an optional input schema. */
type Input<S> = NonNullable<S> extends z.$ZodType ? z.output<NonNullable<S>> : undefined;

/** How long the chain reuses a membership, user or namespace it read, unless told otherwise. */
const DEFAULT_CACHE_TTL_MS = 10_000;

/**
 * What one function's chain is given, built once per container by the function's composition:
 * the clock, the caller's account and memberships (every route but the public ones), and the
 * services its route uses.
 */
interface HttpDeps<S> {
  readonly now: Clock;
  /** absent on public routes, which read nothing about a caller */
  readonly access?: CallerAccess | undefined;
  /** default {@link DEFAULT_CACHE_TTL_MS}; 0 turns caching off (tests) */
  readonly cacheTtlMs?: number | undefined;
  readonly services: S;
}

/** What a route's implementation receives: validated input, the caller and the dependencies. */
export interface HttpRequest<R extends RouteDefinition> {
  readonly route: R;
  readonly params: Input<R['params']>;
  readonly query: Input<R['query']>;
  readonly body: Input<R['body']>;
  /** present on every non-public route */
  readonly identity: Identity | undefined;
  readonly user: UserItem | undefined;
  /** true when this request created the caller's account (their first call) */
  readonly accountCreated: boolean;
  /** present on tenant and admin routes, and on user routes called with a selected instance */
  readonly tenant: TenantContext | undefined;
  readonly namespace: NamespaceItem | undefined;
  /** the time of this request, from the function's clock */
  readonly now: Date;
  /** drops what this container's chain remembers, after a change that must show at once */
  readonly forget: ChainForget;
  readonly requestId: string;
  readonly event: HttpEvent;
}

/** A route's work, given its request and its services. Its answer is parsed with the route's response schema before it is sent. */
export type RouteImplementation<R extends RouteDefinition, S> = (request: HttpRequest<R>, services: S) => Promise<unknown>;

/** Raised by the chain itself; carries the status and the message the caller sees. */
class HttpError extends AppError {}

interface Caller {
  identity?: Identity;
  user?: UserItem;
  accountCreated?: boolean;
  tenant?: TenantContext;
  namespace?: NamespaceItem;
  /** trial headers to send, whatever the outcome */
  headers: Record<string, string>;
}

function json(statusCode: number, body: unknown, headers: Record<string, string> = {}): HttpResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(body),
  };
}

/** An image answer (the open-tracking pixel) is fetched again every time: each fetch is an open. */
const IMAGE_CACHE_CONTROL = 'no-store, no-cache, must-revalidate, private';

/** The `location` a redirecting route's answer names. */
function locationOf(route: RouteDefinition, answer: unknown): string {
  const location = (answer as { location?: unknown } | null)?.location;
  if (typeof location !== 'string' || location === '') throw new Error(`${route.name} redirects but names no location.`);
  return location;
}

function header(event: HttpEvent, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {})) {
    if (key.toLowerCase() === wanted && value !== undefined && value !== '') return value;
  }
  return undefined;
}

/** Identity from the claims the JWT authorizer verified; never from the body or headers. */
function identityOf(event: HttpEvent): Identity | undefined {
  const claims = event.requestContext.authorizer?.jwt?.claims;
  const sub = claims?.sub;
  const email = claims?.email;
  if (typeof sub !== 'string' || sub === '' || typeof email !== 'string' || email === '') return undefined;
  const verified = claims?.email_verified;
  return {
    sub,
    email: email.toLowerCase(),
    emailVerified: verified === true || verified === 'true',
    firstName: profileClaim(claims?.given_name),
    lastName: profileClaim(claims?.family_name),
    companyName: profileClaim(claims?.[COMPANY_CLAIM]),
  };
}

/** A name the person gave at sign-up, as the token carries it: trimmed, at most the names' length; absent when empty. */
function profileClaim(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().slice(0, PROFILE_ATTRIBUTE_MAX_LENGTH);
  return trimmed === '' ? undefined : trimmed;
}

/**
 * What the caller's browser asks a first instance to start with: its time zone (the BrowserTimeZone
 * header), when that names a zone; anything else is ignored, and the instance reads UTC.
 */
function firstInstanceDefaults(event: HttpEvent): FirstInstanceDefaults {
  const zone = header(event, BROWSER_TIME_ZONE_HEADER)?.trim();
  return zone !== undefined && zone.length <= TIME_ZONE_MAX_LENGTH && isTimeZone(zone) ? { timeZone: zone } : {};
}

/** The media type of a Content-Type header, lower-cased, without its parameters (`charset=…`). */
function mediaTypeOf(contentType: string | undefined): string | undefined {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type ? type : undefined;
}

/** The encodings an HTML form (and a mail client's one-click POST, RFC 8058) is sent in. */
const FORM_MEDIA_TYPES: readonly (string | undefined)[] = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** A JSON media type: application/json, or any application/…+json. */
function isJsonMediaType(type: string | undefined): boolean {
  return type === 'application/json' || (type !== undefined && /^application\/[\w.+-]+\+json$/.test(type));
}

/**
 * The body in the encoding the route declares: JSON, or (by declaration) an HTML form, urlencoded
 * or multipart. A body sent in another content type, or with none, is refused with 415 before
 * anything reads it. API Gateway passes a body it does not take for text (multipart among them) in
 * base64; the bytes are decoded first. A form is parsed by the runtime's own Fetch implementation
 * (undici's `Request.formData()`) rather than by hand: a multipart body that is not well formed, or
 * a type without its boundary, is a 400; a file part stays a File, which no form schema takes.
 */
async function parseBody(route: RouteDefinition, event: HttpEvent): Promise<unknown> {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const contentType = header(event, 'content-type') ?? '';
  const type = mediaTypeOf(contentType);
  const form = route.bodyType === 'form';
  if (form ? !FORM_MEDIA_TYPES.includes(type) : !isJsonMediaType(type)) {
    throw new HttpError(
      form ? API_MESSAGES.unsupportedFormMediaType : API_MESSAGES.unsupportedMediaType,
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  }
  const bytes = Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
  if (bytes.byteLength > MAX_BODY_BYTES) throw new HttpError(API_MESSAGES.bodyTooLarge, 413, 'PAYLOAD_TOO_LARGE');
  try {
    if (!form) return JSON.parse(bytes.toString('utf8')) as unknown;
    // a copy on an ArrayBuffer of its own, as the Fetch body type asks
    const request = new Request('http://localhost/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: Uint8Array.from(bytes),
    });
    return Object.fromEntries(await request.formData());
  } catch {
    throw form
      ? new HttpError(API_MESSAGES.invalidForm, 400, 'INVALID_FORM')
      : new HttpError(API_MESSAGES.invalidJson, 400, 'INVALID_JSON');
  }
}

function validate<S extends z.$ZodType | undefined>(schema: S, value: unknown, where: string): unknown {
  if (!schema) return undefined;
  const result = safeParse(schema, value);
  if (result.success) return result.data;
  const formatted = formatZodError(result.error);
  throw new InvalidInputError(
    formatted.message,
    formatted.fieldErrors.map((field) => ({ ...field, path: field.path || where })),
  );
}

function errorResponse(error: unknown, requestId: string, headers: Record<string, string>): HttpResult {
  if (error instanceof InvalidInputError) {
    return json(400, { message: error.message, fieldErrors: error.fieldErrors }, headers);
  }
  if (error instanceof $ZodError) {
    const formatted = formatZodError(error);
    return json(400, { message: formatted.message, fieldErrors: formatted.fieldErrors }, headers);
  }
  if (error instanceof AppError) {
    // a route that is declared but not available yet is expected, not a fault to page anyone about
    if (error.status === 501) logger.info('not available yet', { code: error.code, requestId });
    else if (error.status >= 500) logger.error('request failed', { error, requestId });
    return json(error.status, { message: error.message, ...(error.status >= 500 ? { requestId } : {}) }, headers);
  }
  logger.error('unexpected error', { error, requestId });
  return json(500, { message: API_MESSAGES.internalError, requestId }, headers);
}

/** What a route may make its chain forget. Other containers forget within the cache's TTL. */
interface ChainForget {
  namespace(namespaceId: string): void;
  membership(namespaceId: string, userId: string): void;
  user(userId: string): void;
}

/** The caches of one function's chain: the tenant check and gates of every request read them. */
interface ChainCaches {
  /** memberships seen recently, keyed `<namespaceId>|<userId>` */
  readonly memberships: TtlCache<MembershipItem | null>;
  /** users seen recently; only users whose account is complete and terms accepted are kept */
  readonly users: TtlCache<UserItem>;
  /** namespaces seen recently: the trial gate and headers of every instance request */
  readonly namespaces: TtlCache<NamespaceItem>;
}

/** Per-request state the middlewares fill in, kept on the Lambda context. */
interface RequestState {
  readonly deps: HttpDeps<unknown>;
  readonly caches: ChainCaches;
  readonly requestId: string;
  readonly caller: Caller;
  input?: { params: unknown; query: unknown; body: unknown };
}

interface HttpContext extends Context {
  reachwise?: RequestState;
}

type Middleware = MiddlewareObj<HttpEvent, HttpResult, Error, HttpContext>;

function stateOf(context: HttpContext): RequestState {
  if (!context.reachwise) throw new Error('The request state middleware did not run.');
  return context.reachwise;
}

/** The chain's dependencies and caches, rebuilt only when the composition hands over new dependencies. */
function chainState(resolve: () => HttpDeps<unknown>): () => { deps: HttpDeps<unknown>; caches: ChainCaches } {
  let current: { deps: HttpDeps<unknown>; caches: ChainCaches } | undefined;
  return () => {
    const deps = resolve();
    if (current?.deps !== deps) {
      const ttl = deps.cacheTtlMs ?? DEFAULT_CACHE_TTL_MS;
      current = { deps, caches: { memberships: new TtlCache(ttl), users: new TtlCache(ttl), namespaces: new TtlCache(ttl) } };
    }
    return current;
  };
}

/** Sets up the request: dependencies, caches, request id. */
function requestState(state: () => { deps: HttpDeps<unknown>; caches: ChainCaches }): Middleware {
  return {
    before: ({ event, context }) => {
      const { deps, caches } = state();
      context.reachwise = {
        deps,
        caches,
        requestId: context.awsRequestId || event.requestContext.requestId,
        caller: { headers: {} },
      };
    },
  };
}

/** Routes declared but not available yet answer 501, once the caller's identity and membership have been checked. */
function notYetAvailable(route: RouteDefinition): Middleware {
  return {
    before: () => {
      if (!route.implemented) throw new HttpError(API_MESSAGES.notImplemented, 501, 'NOT_IMPLEMENTED');
    },
  };
}

function accessOf(deps: HttpDeps<unknown>): CallerAccess {
  if (!deps.access) throw new Error('A route for signed-in callers was composed without caller access.');
  return deps.access;
}

/** Key of a membership in the chain's cache. */
function membershipCacheKey(namespaceId: string, userId: string): string {
  return `${namespaceId}|${userId}`;
}

/** Identity from the verified token claims (401 without), then the account, created on the first call. */
function authenticate(route: RouteDefinition): Middleware {
  return {
    before: async ({ event, context }) => {
      if (route.access === 'public') return;
      const { deps, caches, caller } = stateOf(context);
      const identity = identityOf(event);
      if (!identity) throw new HttpError(API_MESSAGES.unauthorized, HTTP_STATUS.unauthorized, 'UNAUTHORIZED');
      caller.identity = identity;
      const now = deps.now().getTime();
      const cached = caches.users.get(identity.sub, now);
      if (cached) {
        caller.user = cached;
        caller.accountCreated = false;
        return;
      }
      const account = await accessOf(deps).account(identity, firstInstanceDefaults(event));
      // a read-only route never creates an account (user routes, a new user's first calls, do): a
      // caller without one cannot be a member of the instance they name
      if (!account) throw new HttpError(API_MESSAGES.forbidden, HTTP_STATUS.forbidden, 'FORBIDDEN');
      caller.user = account.user;
      caller.accountCreated = account.created;
      // a user who has not accepted the terms is read afresh each time, so acceptance shows at once
      if (account.user.termsAcceptedAt && account.user.defaultNamespaceId) caches.users.set(identity.sub, account.user, now);
    },
  };
}

/**
 * The instance named by the `SelectedNamespaceId` header, checked against the caller's memberships
 * (403 Forbidden otherwise; ADMIN for admin routes). Required on tenant and admin routes; checked
 * whenever it is sent.
 */
function selectTenant(route: RouteDefinition): Middleware {
  return {
    before: async ({ event, context }) => {
      const { deps, caches, caller } = stateOf(context);
      if (route.access === 'public' || !caller.identity) return;
      const namespaceId = header(event, SELECTED_NAMESPACE_HEADER);
      const needsTenant = route.access === 'tenant' || route.access === 'admin';
      if (!namespaceId) {
        if (needsTenant) throw new HttpError(API_MESSAGES.missingNamespace, 400, 'MISSING_NAMESPACE');
        return;
      }
      const now = deps.now().getTime();
      const cacheKey = membershipCacheKey(namespaceId, caller.identity.sub);
      let membership = caches.memberships.get(cacheKey, now);
      if (membership === undefined) {
        membership = await accessOf(deps).membership(namespaceId, caller.identity.sub);
        caches.memberships.set(cacheKey, membership, now);
      }
      if (!membership) throw new HttpError(API_MESSAGES.forbidden, HTTP_STATUS.forbidden, 'FORBIDDEN');
      if (route.access === 'admin' && membership.role !== 'ADMIN') {
        throw new HttpError(API_MESSAGES.forbidden, HTTP_STATUS.forbidden, 'FORBIDDEN');
      }
      caller.tenant = { namespaceId, userId: caller.identity.sub, role: membership.role };
      logger.appendKeys({ namespaceId });
    },
  };
}

/** Terms (489) and trial (488) gates, and the trial headers every instance answer carries. */
function gates(route: RouteDefinition): Middleware {
  return {
    before: async ({ context }) => {
      const { deps, caches, caller } = stateOf(context);
      if (!caller.tenant || !(route.access === 'tenant' || route.access === 'admin')) return;
      const now = deps.now().getTime();
      let namespace = caches.namespaces.get(caller.tenant.namespaceId, now);
      if (!namespace) {
        namespace = (await accessOf(deps).namespace(caller.tenant.namespaceId)) ?? undefined;
        if (!namespace) throw new HttpError(API_MESSAGES.forbidden, HTTP_STATUS.forbidden, 'FORBIDDEN');
        caches.namespaces.set(caller.tenant.namespaceId, namespace, now);
      }
      caller.namespace = namespace;
      const state = instanceTrialState(namespace, deps.now());
      if (state.expiring) caller.headers[TRIAL_HEADERS.expiring] = 'true';
      if (state.gracePeriod) caller.headers[TRIAL_HEADERS.gracePeriod] = 'true';
      if (state.isPaid) caller.headers[TRIAL_HEADERS.paid] = 'true';
      if (route.gates.terms && !caller.user?.termsAcceptedAt) {
        throw new HttpError(API_MESSAGES.termsNotAccepted, HTTP_STATUS.termsNotSigned, 'TERMS_NOT_ACCEPTED');
      }
      if (route.gates.trial && state.blocked) {
        throw new HttpError(API_MESSAGES.trialExpired, HTTP_STATUS.trialExpired, 'TRIAL_EXPIRED');
      }
    },
  };
}

/** Path, query and body against the route's schemas: 400 with field paths and messages, before anything is written. */
function validateInput(route: RouteDefinition): Middleware {
  return {
    before: async ({ event, context }) => {
      const state = stateOf(context);
      const params = validate(route.params, event.pathParameters ?? {}, 'params');
      const query = validate(route.query, event.queryStringParameters ?? {}, 'query');
      state.input = { params, query, body: validate(route.body, await parseBody(route, event), 'body') };
    },
  };
}

/** Any error becomes its status and `{ message }`; unexpected ones a 500 with the request id and no internals. */
function errorResponder(): Middleware {
  return {
    onError: (request) => {
      const state = request.context.reachwise;
      const requestId = state?.requestId ?? request.context.awsRequestId;
      request.response = errorResponse(request.error, requestId, state?.caller.headers ?? {});
    },
  };
}

/**
 * Wraps a route's implementation in the one middleware chain every route shares, in this order:
 * identity from the verified token claims (401), the account (created on first use by routes that
 * write), the instance from the `SelectedNamespaceId` header checked against the caller's
 * memberships (403), 501 for a route not available yet, the terms (489) and trial (488) gates with
 * the trial headers, input validation (415 for a body in the wrong encoding, 400, nothing written),
 * the implementation, and the answer: JSON (with a Location header on a redirecting route) or an
 * image's bytes, the named messages of the services, 500 with a request id and no internals for
 * anything unexpected.
 *
 * `deps` is asked for on every request and may answer the same object each time: the function's
 * composition builds it once per container.
 */
export function httpHandler<R extends RouteDefinition, S>(
  route: R,
  deps: () => HttpDeps<S>,
  implementation: RouteImplementation<R, S>,
) {
  const state = chainState(deps);
  return middy<HttpEvent, HttpResult, Error, HttpContext>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(errorResponder())
    .use(requestState(state))
    .use(authenticate(route))
    .use(selectTenant(route))
    .use(notYetAvailable(route))
    .use(gates(route))
    .use(validateInput(route))
    .handler(async (event, context) => {
      const { deps: current, caches, caller, requestId, input } = stateOf(context);
      const forget: ChainForget = {
        namespace: (namespaceId) => caches.namespaces.delete(namespaceId),
        membership: (namespaceId, userId) => caches.memberships.delete(membershipCacheKey(namespaceId, userId)),
        user: (userId) => caches.users.delete(userId),
      };
      const result = await implementation(
        {
          route,
          params: input?.params,
          query: input?.query,
          body: input?.body,
          identity: caller.identity,
          user: caller.user,
          accountCreated: caller.accountCreated ?? false,
          tenant: caller.tenant,
          namespace: caller.namespace,
          now: current.now(),
          forget,
          requestId,
          event,
        } as HttpRequest<R>,
        current.services as S,
      );
      // the contract is the answer: anything the response schema does not name is dropped, and an
      // answer that breaks it is our fault (500), never the caller's
      const answer = safeParse(route.response, result);
      if (!answer.success) throw new Error(`Response of ${route.name} breaks its schema: ${answer.error.message}`);
      if (route.answerType === 'redirect') {
        return json(route.successStatus, answer.data, { ...caller.headers, location: locationOf(route, answer.data) });
      }
      if (route.answerType === 'image' || route.answerType === 'text') {
        // the bytes in base64, as API Gateway sends binary answers; the response schema checked the
        // fields (a text answer may name its own status: one route, two answers)
        const { contentType, base64, status } = answer.data as { contentType: string; base64: string; status?: number };
        const headers = { ...caller.headers, 'content-type': contentType, 'cache-control': IMAGE_CACHE_CONTROL };
        return { statusCode: status ?? route.successStatus, headers, body: base64, isBase64Encoded: true };
      }
      return json(route.successStatus, answer.data, caller.headers);
    });
}
