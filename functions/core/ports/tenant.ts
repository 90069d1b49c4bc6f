import type { Role } from '../../../shared/domain/role';

/**
 * Who is calling and in which instance. Resolved once per request from verified token claims and a
 * checked membership; every tenant data call takes it.
 */
export interface TenantContext {
  readonly namespaceId: string;
  readonly userId: string;
  readonly role: Role;
}
