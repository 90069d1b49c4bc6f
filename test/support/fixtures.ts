import type { TenantContext } from '../../functions/core/tenant';

/** Two tenants for isolation tests. */
export const TENANT_A: TenantContext = { namespaceId: 'acme', userId: 'user-a', role: 'ADMIN' };
export const TENANT_B: TenantContext = { namespaceId: 'globex', userId: 'user-b', role: 'ADMIN' };

/** A clock that moves 1 ms forward each time it is read, so timestamps strictly increase. */
export function steppingClock(start = Date.parse('2026-03-01T09:00:00.000Z')): () => Date {
  let current = start;
  return () => new Date((current += 1));
}
