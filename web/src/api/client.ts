import { safeParse } from 'zod/v4/core';
import type * as z from 'zod/v4/core';

import { buildPath, type BodyType, type HttpMethod, type RouteDefinition } from '../../../shared/api/route';
import { ErrorResponseSchema } from '../../../shared/api/schemas';
import { BROWSER_TIME_ZONE_HEADER, SELECTED_NAMESPACE_HEADER } from '../../../shared/domain/product';
import { HTTP_STATUS, TRIAL_HEADERS } from '../../../shared/domain/trial';
import type { InstanceAnswer } from '../app/account/instance-flags';
import { browserTimeZone } from '../app/time-zones';
import { failureReaction } from './failure-reaction';
import { CLIENT_MESSAGES } from './messages';

/** Answers the current ID token (it carries email, email_verified and given_name), or undefined when signed out. */
export type TokenProvider = () => Promise<string | undefined>;
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** The trial flags every instance answer carries in its headers. */
interface TrialFlags {
  readonly expiring: boolean;
  readonly gracePeriod: boolean;
  readonly paid: boolean;
}

/** A successful answer: its parsed body, status and trial flags. */
interface ApiResponse<T> {
  readonly data: T;
  readonly status: number;
  readonly trial: TrialFlags;
}

interface FieldError {
  readonly path: string;
  readonly message: string;
}

const NO_TRIAL_FLAGS: TrialFlags = { expiring: false, gracePeriod: false, paid: false };

/** A failed call. `status` is 0 when the server could not be reached. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly fieldErrors: readonly FieldError[];
  readonly requestId: string | undefined;
  readonly trial: TrialFlags;

  constructor(
    status: number,
    message: string,
    details: { fieldErrors?: readonly FieldError[]; requestId?: string | undefined; trial?: TrialFlags } = {},
  ) {
    super(message);
    this.status = status;
    this.fieldErrors = details.fieldErrors ?? [];
    this.requestId = details.requestId;
    this.trial = details.trial ?? NO_TRIAL_FLAGS;
  }
}

/** True when the call failed because the terms are not accepted yet (489). */
export function isTermsNotAccepted(error: unknown): boolean {
  return error instanceof ApiError && error.status === HTTP_STATUS.termsNotSigned;
}

interface ApiFetchOptions {
  /** GET when absent */
  readonly method?: HttpMethod;
  /** sent as JSON when present (as an HTML form with `bodyType: 'form'`) */
  readonly body?: unknown;
  /** how the body is encoded; JSON unless the route declares a form */
  readonly bodyType?: BodyType;
  /** the instance the call is about, sent as the `SelectedNamespaceId` header */
  readonly namespaceId?: string | undefined;
  /** public calls go without a token */
  readonly anonymous?: boolean;
  /**
   * An instance route (tenant or admin access) and the gates it passes: its answers carry the
   * trial headers and the selected instance goes with it when `namespaceId` is not given.
   */
  readonly instanceRoute?: { readonly gates: { readonly terms: boolean; readonly trial: boolean } };
  readonly signal?: AbortSignal | undefined;
}

interface RouteCallOptions<R extends RouteDefinition> {
  readonly params?: Record<string, string>;
  readonly query?: Record<string, string>;
  readonly body?: z.input<NonNullable<R['body']>>;
  readonly namespaceId?: string | undefined;
  readonly signal?: AbortSignal | undefined;
}

export interface ApiClient {
  /** Calls `<apiPath><path>` and answers the JSON body unparsed. */
  apiFetch(path: string, options?: ApiFetchOptions): Promise<ApiResponse<unknown>>;
  /** Calls a route of the shared contract and parses the answer with the route's response schema. */
  call<R extends RouteDefinition>(route: R, options?: RouteCallOptions<R>): Promise<ApiResponse<z.output<R['response']>>>;
}

/**
 * What the app does about answers (docs/product.md, Errors and messages); the client calls these, the app decides how they show.
 * A handler that throws does not change the outcome of the call.
 */
export interface ApiClientEvents {
  /** 401: the session is over (not raised for exempt paths while a public page is open) */
  readonly unauthorized?: (error: ApiError) => void;
  /** 403 */
  readonly forbidden?: (error: ApiError) => void;
  /** 489: the terms are not accepted */
  readonly termsNotSigned?: (error: ApiError) => void;
  /** 488: the trial is over */
  readonly trialExpired?: (error: ApiError) => void;
  /** every answer of an instance route, successful or not: it carries the trial and terms flags */
  readonly instanceAnswer?: (answer: InstanceAnswer) => void;
}

interface ApiClientOptions {
  readonly getIdToken: TokenProvider;
  readonly fetch?: FetchLike;
  /** where the API is on the app's own origin; `/api` */
  readonly apiPath?: string;
  /** the selected instance, sent with every instance route that does not name one */
  readonly getNamespaceId?: () => string | undefined;
  /** whether a public page is open (some 401s are then left to the page) */
  readonly isPublicPage?: () => boolean;
  readonly events?: ApiClientEvents;
}

const API_PATH = '/api';

/**
 * The headers of a call: JSON (or a form, for a route that takes one), the bearer token, the
 * selected instance, and with the token the browser's time zone (a new user's first instance
 * starts in it).
 */
export function requestHeaders(input: {
  idToken?: string | undefined;
  namespaceId?: string | undefined;
  timeZone?: string | undefined;
  hasBody: boolean;
  bodyType?: BodyType | undefined;
}): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (input.hasBody) {
    headers['content-type'] = input.bodyType === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  }
  if (input.idToken !== undefined) headers.authorization = `Bearer ${input.idToken}`;
  if (input.namespaceId !== undefined && input.namespaceId !== '') headers[SELECTED_NAMESPACE_HEADER] = input.namespaceId;
  if (input.idToken !== undefined && input.timeZone !== undefined && input.timeZone !== '') {
    headers[BROWSER_TIME_ZONE_HEADER] = input.timeZone;
  }
  return headers;
}

/** A body as sent: JSON, or a form's fields (`List-Unsubscribe=One-Click`). */
function encodeBody(body: unknown, bodyType: BodyType = 'json'): string {
  if (bodyType === 'json') return JSON.stringify(body);
  return new URLSearchParams(
    Object.entries(body as Record<string, unknown>).map(([name, value]) => [name, String(value)]),
  ).toString();
}

/** Reads the `is-expiring`, `is-grace-period-x` and `is-paid` headers (`true` when they hold). */
function trialFlagsOf(headers: Headers): TrialFlags {
  const flag = (name: string) => headers.get(name)?.trim().toLowerCase() === 'true';
  return {
    expiring: flag(TRIAL_HEADERS.expiring),
    gracePeriod: flag(TRIAL_HEADERS.gracePeriod),
    paid: flag(TRIAL_HEADERS.paid),
  };
}

/**
 * The error of a non-OK answer: the server's `{ message, fieldErrors?, requestId? }`, or else the
 * status text (docs/product.md, Errors and messages).
 */
export function apiErrorOf(status: number, statusText: string, body: unknown, trial: TrialFlags = NO_TRIAL_FLAGS): ApiError {
  const parsed = ErrorResponseSchema.safeParse(body);
  if (parsed.success && parsed.data.message !== '') {
    return new ApiError(status, parsed.data.message, {
      fieldErrors: parsed.data.fieldErrors,
      requestId: parsed.data.requestId,
      trial,
    });
  }
  return new ApiError(status, statusText !== '' ? statusText : CLIENT_MESSAGES.failedWithStatus(status), { trial });
}

/** A route's path relative to the API, with its parameters filled in and its query appended. */
export function routePath(route: RouteDefinition, params?: Record<string, string>, query?: Record<string, string>): string {
  if (!route.path.startsWith(`${API_PATH}/`)) throw new Error(`Route ${route.name} is not under ${API_PATH}: ${route.path}`);
  const path = buildPath(route.path.slice(API_PATH.length), params);
  const search = query === undefined ? '' : new URLSearchParams(query).toString();
  return search === '' ? path : `${path}?${search}`;
}

async function readJson(response: Response): Promise<unknown> {
  if (!/\bjson\b/i.test(response.headers.get('content-type') ?? '')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function notify<T>(handler: ((value: T) => void) | undefined, value: T): void {
  try {
    handler?.(value);
  } catch (error) {
    console.error(error);
  }
}

/** The API client (docs/product.md, Calls and public paths): one place for the token, the instance header, errors and trial flags. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const apiPath = options.apiPath ?? API_PATH;
  const events = options.events ?? {};

  /** docs/product.md, Errors and messages: the app's reaction to a refusal, then the refusal itself for the caller. */
  function refused(error: ApiError, path: string): ApiError {
    const reaction = failureReaction({
      status: error.status,
      path: `${apiPath}${path.split('?')[0] ?? ''}`,
      onPublicPage: options.isPublicPage?.() ?? false,
    });
    if (reaction === 'sign-out') notify(events.unauthorized, error);
    else if (reaction === 'forbidden') notify(events.forbidden, error);
    else if (reaction === 'terms-not-signed') notify(events.termsNotSigned, error);
    else if (reaction === 'trial-expired') notify(events.trialExpired, error);
    return error;
  }

  async function apiFetch(path: string, request: ApiFetchOptions = {}): Promise<ApiResponse<unknown>> {
    const idToken = request.anonymous === true ? undefined : await options.getIdToken();
    if (request.anonymous !== true && idToken === undefined) {
      throw refused(new ApiError(HTTP_STATUS.unauthorized, CLIENT_MESSAGES.tokenExpired), path);
    }
    const namespaceId = request.namespaceId ?? (request.instanceRoute ? options.getNamespaceId?.() : undefined);
    const hasBody = request.body !== undefined;
    let response: Response;
    try {
      response = await fetchImpl(`${apiPath}${path}`, {
        method: request.method ?? 'GET',
        headers: requestHeaders({ idToken, namespaceId, timeZone: browserTimeZone(), hasBody, bodyType: request.bodyType }),
        body: hasBody ? encodeBody(request.body, request.bodyType) : undefined,
        credentials: 'include',
        signal: request.signal,
      });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiError(0, CLIENT_MESSAGES.networkError);
    }
    const trial = trialFlagsOf(response.headers);
    if (request.instanceRoute && namespaceId !== undefined && namespaceId !== '') {
      notify(events.instanceAnswer, { namespaceId, status: response.status, trial, gates: request.instanceRoute.gates });
    }
    const body = await readJson(response);
    if (!response.ok) throw refused(apiErrorOf(response.status, response.statusText, body, trial), path);
    return { data: body, status: response.status, trial };
  }

  async function call<R extends RouteDefinition>(
    route: R,
    request: RouteCallOptions<R> = {},
  ): Promise<ApiResponse<z.output<R['response']>>> {
    const instanceRoute = route.access === 'tenant' || route.access === 'admin';
    const answer = await apiFetch(routePath(route, request.params, request.query), {
      method: route.method,
      body: request.body,
      bodyType: route.bodyType,
      namespaceId: request.namespaceId,
      anonymous: route.access === 'public',
      instanceRoute: instanceRoute ? { gates: route.gates } : undefined,
      signal: request.signal,
    });
    const parsed = safeParse<R['response']>(route.response, answer.data);
    if (!parsed.success) throw new ApiError(answer.status, CLIENT_MESSAGES.unexpectedAnswer(route.name), { trial: answer.trial });
    return { ...answer, data: parsed.data };
  }

  return { apiFetch, call };
}
