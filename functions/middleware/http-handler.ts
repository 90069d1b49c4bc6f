import middy, { type MiddlewareObj } from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { ZodError } from 'zod';
import type * as z from 'zod';

import { API_MESSAGES } from '../../shared/api/messages';
import type { RouteDefinition } from '../../shared/api/route';
import { SELECTED_NAMESPACE_HEADER } from '../../shared/domain/product';
import { HTTP_STATUS, TRIAL_HEADERS } from '../../shared/domain/trial';
import { toDateOnly, trialState } from '../../shared/rules/trial';
import { formatZodError } from '../../shared/schemas/errors';
import type { NamespaceItem } from '../adapters/dynamodb/repositories/namespace-repository';
import type { UserItem } from '../adapters/dynamodb/repositories/user-repository';
import type { Identity } from '../core/accounts/accounts-service';
import { AppError, InvalidInputError } from '../core/errors';
import type { TenantContext } from '../core/tenant';
import { appDeps, membershipCacheKey, type AppDeps } from '../http/app';
import { logger } from './logger';

export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type HttpResult = APIGatewayProxyStructuredResultV2;

/** Largest request body accepted, in bytes. */
export const MAX_BODY_BYTES = 256 * 1024;

/** The validated value of an optional input schema. */
type Input<S> = NonNullable<S> extends z.ZodType ? z.output<NonNullable<S>> : undefined;

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
  readonly deps: AppDeps;
  readonly requestId: string;
  readonly event: HttpEvent;
}

/** A route's work. Its answer is parsed with the route's response schema before it is sent. */
export type RouteImplementation<R extends RouteDefinition> = (request: HttpRequest<R>) => Promise<unknown>;

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
  const givenName = claims?.given_name;
  return {
    sub,
    email: email.toLowerCase(),
    emailVerified: verified === true || verified === 'true',
    firstName: typeof givenName === 'string' && givenName !== '' ? givenName : undefined,
  };
}

function parseBody(event: HttpEvent): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(text, 'utf8') > MAX_BODY_BYTES) throw new HttpError(API_MESSAGES.bodyTooLarge, 413, 'PAYLOAD_TOO_LARGE');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(API_MESSAGES.invalidJson, 400, 'INVALID_JSON');
  }
}

function validate<S extends z.ZodType | undefined>(schema: S, value: unknown, where: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
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
  if (error instanceof ZodError) {
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

/** Per-request state the middlewares fill in, kept on the Lambda context. */
interface RequestState {
  readonly deps: AppDeps;
  readonly requestId: string;
  readonly caller: Caller;
  input?: { params: unknown; query: unknown; body: unknown };
}

export interface HttpContext extends Context {
  reachwise?: RequestState;
}

type Middleware = MiddlewareObj<HttpEvent, HttpResult, Error, HttpContext>;

function stateOf(context: HttpContext): RequestState {
  if (!context.reachwise) throw new Error('The request state middleware did not run.');
  return context.reachwise;
}

/** Sets up the request: dependencies, request id; routes declared but not available answer 501. */
function requestState(route: RouteDefinition): Middleware {
  return {
    before: ({ event, context }) => {
      context.reachwise = {
        deps: appDeps(),
        requestId: context.awsRequestId || event.requestContext.requestId,
        caller: { headers: {} },
      };
      if (!route.implemented) throw new HttpError(API_MESSAGES.notImplemented, 501, 'NOT_IMPLEMENTED');
    },
  };
}

/** Identity from the verified token claims (401 without), then the account, created on the first call. */
function authenticate(route: RouteDefinition): Middleware {
  return {
    before: async ({ event, context }) => {
      if (route.access === 'public') return;
      const { deps, caller } = stateOf(context);
      const identity = identityOf(event);
      if (!identity) throw new HttpError(API_MESSAGES.unauthorized, HTTP_STATUS.unauthorized, 'UNAUTHORIZED');
      caller.identity = identity;
      const now = deps.now().getTime();
      const cached = deps.userCache.get(identity.sub, now);
      if (cached) {
        caller.user = cached;
        caller.accountCreated = false;
        return;
      }
      const account = await deps.accounts.ensureAccount(identity);
      caller.user = account.user;
      caller.accountCreated = account.created;
      // a user who has not accepted the terms is read afresh each time, so acceptance shows at once
      if (account.user.termsAcceptedAt && account.user.defaultNamespaceId) deps.userCache.set(identity.sub, account.user, now);
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
      const { deps, caller } = stateOf(context);
      if (route.access === 'public' || !caller.identity) return;
      const namespaceId = header(event, SELECTED_NAMESPACE_HEADER);
      const needsTenant = route.access === 'tenant' || route.access === 'admin';
      if (!namespaceId) {
        if (needsTenant) throw new HttpError(API_MESSAGES.missingNamespace, 400, 'MISSING_NAMESPACE');
        return;
      }
      const now = deps.now().getTime();
      const cacheKey = membershipCacheKey(namespaceId, caller.identity.sub);
      let membership = deps.membershipCache.get(cacheKey, now);
      if (membership === undefined) {
        membership = await deps.repos.memberships.find(namespaceId, caller.identity.sub);
        deps.membershipCache.set(cacheKey, membership, now);
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
      const { deps, caller } = stateOf(context);
      if (!caller.tenant || !(route.access === 'tenant' || route.access === 'admin')) return;
      const now = deps.now().getTime();
      let namespace = deps.namespaceCache.get(caller.tenant.namespaceId, now);
      if (!namespace) {
        namespace = (await deps.repos.namespaces.find(caller.tenant.namespaceId)) ?? undefined;
        if (!namespace) throw new HttpError(API_MESSAGES.forbidden, HTTP_STATUS.forbidden, 'FORBIDDEN');
        deps.namespaceCache.set(caller.tenant.namespaceId, namespace, now);
      }
      caller.namespace = namespace;
      const state = trialState({
        trialEndDate: namespace.trialEndDate,
        today: toDateOnly(deps.now(), 'UTC'),
        isPaid: namespace.isPaid,
      });
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
    before: ({ event, context }) => {
      const state = stateOf(context);
      state.input = {
        params: validate(route.params, event.pathParameters ?? {}, 'params'),
        query: validate(route.query, event.queryStringParameters ?? {}, 'query'),
        body: validate(route.body, parseBody(event), 'body'),
      };
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
 * identity from the verified token claims (401), the account (created on first use), the instance
 * from the `SelectedNamespaceId` header checked against the caller's memberships (403), the terms
 * (489) and trial (488) gates with the trial headers, input validation (400, nothing written), the
 * implementation, and the answer: JSON, the named messages of the services, 500 with a request id
 * and no internals for anything unexpected.
 */
export function httpHandler<R extends RouteDefinition>(route: R, implementation: RouteImplementation<R>) {
  return middy<HttpEvent, HttpResult, Error, HttpContext>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(errorResponder())
    .use(requestState(route))
    .use(authenticate(route))
    .use(selectTenant(route))
    .use(gates(route))
    .use(validateInput(route))
    .handler(async (event, context) => {
      const { deps, caller, requestId, input } = stateOf(context);
      const result = await implementation({
        route,
        params: input?.params,
        query: input?.query,
        body: input?.body,
        identity: caller.identity,
        user: caller.user,
        accountCreated: caller.accountCreated ?? false,
        tenant: caller.tenant,
        namespace: caller.namespace,
        deps,
        requestId,
        event,
      } as HttpRequest<R>);
      // the contract is the answer: anything the response schema does not name is dropped, and an
      // answer that breaks it is our fault (500), never the caller's
      const answer = route.response.safeParse(result);
      if (!answer.success) throw new Error(`Response of ${route.name} breaks its schema: ${answer.error.message}`);
      return json(route.successStatus, answer.data, caller.headers);
    });
}
