import type { TenantContext } from './ports/tenant';

// The context itself is declared with the ports, which every service and adapter shares; the
// checks on it live here.
export type { TenantContext };

/** Raised when data access is attempted without a resolved tenant: a programming error, never user input. */
export class MissingTenantError extends Error {
  constructor() {
    super('Tenant context is required for data access.');
    this.name = 'MissingTenantError';
  }
}

/** Fails closed: returns the namespace id of a resolved tenant or throws. */
export function requireTenant(ctx: TenantContext | undefined | null): string {
  if (!ctx || typeof ctx.namespaceId !== 'string' || ctx.namespaceId.length === 0) {
    throw new MissingTenantError();
  }
  return ctx.namespaceId;
}

/**
 * The tenant context a scheduled job or a queue worker acts in: the instance its work names, the
 * job's name as the acting user, with no role beyond the default. Jobs have no caller to verify;
 * the instance comes from the job's own work item, never from outside input.
 */
export function jobContext(namespaceId: string, job: string): TenantContext {
  return { namespaceId, userId: job, role: 'DEFAULT' };
}
