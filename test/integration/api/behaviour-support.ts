import { expect } from 'vitest';

import { userRoutes } from '../../../shared/api/routes';
import type { Role } from '../../../shared/domain/role';
import type { TestDeps } from '../../support/http';
import type { TenantContext } from '../../../functions/core/tenant';
import { call, type CallResult, type TestIdentity } from '../../support/http';

/** Someone who can sign in; sub, email and given name come from one lower-case word. */
export function person(name: string): TestIdentity {
  return { sub: `sub-${name}`, email: `${name}@${name}.example`, given_name: name.charAt(0).toUpperCase() + name.slice(1) };
}

/** A signed-in caller and the instance they act in. */
export interface Caller {
  identity: TestIdentity;
  namespaceId: string;
  ctx: TenantContext;
}

export interface SignInOptions {
  /** accept the terms (default true) */
  acceptTerms?: boolean;
  /** make them ADMIN of their own instance through the operator path (default false) */
  admin?: boolean;
}

/** Signs the person in through the API (their account and first instance are created on the first call). */
export async function signIn(deps: TestDeps, identity: TestIdentity, options: SignInOptions = {}): Promise<Caller> {
  const authenticated = await call(userRoutes.authenticate, { identity });
  expect(authenticated.status).toBe(200);
  const namespaceId = (authenticated.body as { defaultNamespaceId: string }).defaultNamespaceId;
  if (options.acceptTerms ?? true) expect((await call(userRoutes.acceptTerms, { identity })).status).toBe(200);
  if (options.admin) await deps.accounts.grantAdmin(identity.email, namespaceId);
  // the person who creates an instance manages it
  return { identity, namespaceId, ctx: { namespaceId, userId: identity.sub, role: options.admin ? 'ADMIN' : 'MANAGER' } };
}

/** Signs the person in, then makes them a member of another instance with `role`. */
export async function joinAs(
  deps: TestDeps,
  identity: TestIdentity,
  namespaceId: string,
  role: Role = 'DEFAULT',
  options: Omit<SignInOptions, 'admin'> = {},
): Promise<Caller> {
  await signIn(deps, identity, options);
  await deps.repos.memberships.add({
    namespaceId,
    userId: identity.sub,
    email: identity.email,
    role,
    firstName: identity.given_name,
  });
  return { identity, namespaceId, ctx: { namespaceId, userId: identity.sub, role } };
}

/** The JSON body of an answer, with the shape the test expects. */
export function bodyOf<T>(result: CallResult): T {
  return result.body as T;
}

/** The `id` of a created item. */
export function idOf(result: CallResult): string {
  return bodyOf<{ id: string }>(result).id;
}

/** The identity and selected instance of a caller, as `call` options. */
export function as(caller: Caller): { identity: TestIdentity; namespaceId: string } {
  return { identity: caller.identity, namespaceId: caller.namespaceId };
}
