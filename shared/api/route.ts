import type * as z from 'zod/v4/core';

import { TERMS_EXEMPT_API_PATHS } from '../domain/namespace';
import type { Needs } from '../platform/needs';

/**
 * Who may call a route:
 * - `public`: anyone, no token;
 * - `user`: any signed-in user, no instance needed (no terms or trial gates);
 * - `tenant`: a member of the instance named by the `SelectedNamespaceId` header;
 * - `admin`: an ADMIN member of that instance.
 */
export const ACCESS_LEVELS = ['public', 'user', 'tenant', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export { TABLE_ACCESS, type TableAccess } from '../platform/needs';

/**
 * What a route's function touches (see {@link Needs}). Every non-public route reads the table (the
 * caller's account and membership), so it declares at least `table: 'read'`. Routes for any
 * signed-in user (`user` access) are the ones a new user's first calls reach, and create the
 * account on that first call: they declare `table: 'readWrite'`.
 */
export type RouteNeeds = Needs;

/** How a route's body is encoded: JSON, or (one route, by declaration) an HTML form. */
export const BODY_TYPES = ['json', 'form'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

/**
 * How a route answers: JSON; or (the public link routes, by declaration) a redirect to the
 * `location` its JSON answer names, sent as the Location header with that answer as the body; or
 * an image (the open-tracking pixel): the bytes its answer gives in base64 (`{ contentType,
 * base64 }`, see ImageResponseSchema), sent as they are with that content type and never cached;
 * or text (the mailbox webhooks), sent as an image is, with the answer's `status` when it names
 * one (see TextResponseSchema).
 */
export const ANSWER_TYPES = ['json', 'redirect', 'image', 'text'] as const;
export type AnswerType = (typeof ANSWER_TYPES)[number];

/** Statuses a redirecting route may answer with. */
const REDIRECT_STATUSES: readonly number[] = [302, 303, 307];

/** One route of the API: the single source for handlers, infrastructure, the local server, the client and tests. */
export interface RouteDefinition<
  Params extends z.$ZodType = z.$ZodType,
  Query extends z.$ZodType = z.$ZodType,
  Body extends z.$ZodType = z.$ZodType,
  Response extends z.$ZodType = z.$ZodType,
> {
  /** unique name, `<resource>.<action>` */
  readonly name: string;
  readonly method: HttpMethod;
  /** full path under /api, with `{param}` placeholders */
  readonly path: string;
  readonly access: Access;
  /** handler module under functions/http, without extension, e.g. `company/create` */
  readonly handler: string;
  readonly params: Params | undefined;
  readonly query: Query | undefined;
  readonly body: Body | undefined;
  readonly response: Response;
  /** status of a successful answer */
  readonly successStatus: number;
  /** whether the terms (489) and trial (488) gates apply */
  readonly gates: { readonly terms: boolean; readonly trial: boolean };
  /** false for routes declared now whose behaviour comes later: they answer 501 */
  readonly implemented: boolean;
  readonly summary: string;
  /** what the route's function touches */
  readonly needs: RouteNeeds;
  /** the body's encoding; a body in another content type is refused with 415 */
  readonly bodyType: BodyType;
  /** JSON, a redirect to the answer's `location`, or the image bytes the answer gives */
  readonly answerType: AnswerType;
}

interface RouteInput<P, Q, B, R> {
  name: string;
  method: HttpMethod;
  path: string;
  access: Access;
  handler: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  successStatus?: number;
  implemented?: boolean;
  summary: string;
  needs: RouteNeeds;
  bodyType?: BodyType;
  answerType?: AnswerType;
}

const TERMS_EXEMPT: readonly string[] = TERMS_EXEMPT_API_PATHS;

/**
 * Declares a route. The gates follow docs/product.md, Instances, trial and plans: user-only and public routes have none; the terms and
 * trial-end-date paths are exempt; every other instance route is gated.
 */
export function route<
  P extends z.$ZodType = z.$ZodUndefined,
  Q extends z.$ZodType = z.$ZodUndefined,
  B extends z.$ZodType = z.$ZodUndefined,
  R extends z.$ZodType = z.$ZodType,
>(input: RouteInput<P, Q, B, R>): RouteDefinition<P, Q, B, R> {
  if (input.access !== 'public' && !input.needs.table) {
    throw new Error(`Route ${input.name} is for signed-in callers, so it reads the table: declare needs.table.`);
  }
  if (input.access === 'user' && input.needs.table !== 'readWrite') {
    throw new Error(`Route ${input.name} may be a new user's first call, which creates the account: declare table readWrite.`);
  }
  if (input.answerType === 'redirect' && !REDIRECT_STATUSES.includes(input.successStatus ?? 200)) {
    throw new Error(`Route ${input.name} redirects: declare a successStatus of 302, 303 or 307.`);
  }
  const instanceRoute = input.access === 'tenant' || input.access === 'admin';
  const gated = instanceRoute && !TERMS_EXEMPT.includes(input.path);
  return {
    name: input.name,
    method: input.method,
    path: input.path,
    access: input.access,
    handler: input.handler,
    params: input.params,
    query: input.query,
    body: input.body,
    response: input.response,
    successStatus: input.successStatus ?? 200,
    gates: { terms: gated, trial: gated },
    implemented: input.implemented ?? true,
    summary: input.summary,
    needs: input.needs,
    bodyType: input.bodyType ?? 'json',
    answerType: input.answerType ?? 'json',
  };
}

/** Names of the `{param}` placeholders of a path, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}

/** Fills the `{param}` placeholders of a path; values are URI-encoded. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}
