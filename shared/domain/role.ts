import * as z from '../schemas/zod';

/**
 * Roles of a member in an instance: DEFAULT works in it; a MANAGER (its creator, to begin with) also
 * renames it and manages its members and invitations; ADMIN is the operator's grant (`npm run admin
 * -- grant-admin`), which manages as a MANAGER does and adds the inbound AI pages. The API never
 * grants ADMIN.
 */
export const ROLES = ['DEFAULT', 'MANAGER', 'ADMIN'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;
export const DEFAULT_ROLE: Role = 'DEFAULT';

/** The roles a manager may give, by invitation or by a role change: never the operator's ADMIN. */
export const ASSIGNABLE_ROLES = ['DEFAULT', 'MANAGER'] as const satisfies readonly Role[];
export const AssignableRoleSchema = z.enum(ASSIGNABLE_ROLES);
export type AssignableRole = z.infer<typeof AssignableRoleSchema>;

/**
 * The roles that manage an instance: rename it, manage its members and invitations; an instance
 * always keeps one such member.
 */
export const MANAGING_ROLES: readonly Role[] = ['MANAGER', 'ADMIN'];

/** Whether a member with `role` manages the instance. */
export function managesInstance(role: Role): boolean {
  return MANAGING_ROLES.includes(role);
}
