import type { RouteDefinition } from '../../shared/api/route';
import { API_MESSAGES } from '../../shared/api/messages';
import type { NamespaceItem, UserItem } from '../core/ports/items';
import type { Identity } from '../core/ports/access';
import { AppError } from '../core/errors';
import { MissingTenantError, type TenantContext } from '../core/tenant';
import type { HttpRequest } from '../middleware/http-handler';

// The chain fills these for the access levels that need them; a missing one is a programming error.

export function tenantOf<R extends RouteDefinition>(request: HttpRequest<R>): TenantContext {
  if (!request.tenant) throw new MissingTenantError();
  return request.tenant;
}

export function identityOf<R extends RouteDefinition>(request: HttpRequest<R>): Identity {
  if (!request.identity) throw new AppError(API_MESSAGES.unauthorized, 401, 'UNAUTHORIZED');
  return request.identity;
}

export function userOf<R extends RouteDefinition>(request: HttpRequest<R>): UserItem {
  if (!request.user) throw new AppError(API_MESSAGES.unauthorized, 401, 'UNAUTHORIZED');
  return request.user;
}

export function namespaceOf<R extends RouteDefinition>(request: HttpRequest<R>): NamespaceItem {
  if (!request.namespace) throw new MissingTenantError();
  return request.namespace;
}

/** Implementation of routes that are declared but not available yet; the chain answers 501 before it. */
export function notImplemented(): Promise<never> {
  return Promise.reject(new AppError(API_MESSAGES.notImplemented, 501, 'NOT_IMPLEMENTED'));
}

/**
 * The JSON body of a route that declares no body schema (the providers' webhooks), as the chain
 * already checked it (a JSON content type, within the size limit, well-formed); undefined when empty.
 */
export function jsonBodyOf<R extends RouteDefinition>(request: HttpRequest<R>): unknown {
  const { body, isBase64Encoded } = request.event;
  if (!body) return undefined;
  return JSON.parse(isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body) as unknown;
}
