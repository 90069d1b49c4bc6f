import * as z from '../schemas/zod';

/**
 * Roles of a member in an instance: DEFAULT members use it; a MANAGER (its creator, to begin with)
 * also renames it; ADMIN is the operator's grant (`npm run admin -- grant-admin`) and manages as a
 * MANAGER does.
 */
export const ROLES = ['DEFAULT', 'MANAGER', 'ADMIN'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;
export const DEFAULT_ROLE: Role = 'DEFAULT';

/** Roles that manage the instance (rename it; an instance always keeps one such member). */
export const MANAGING_ROLES: readonly Role[] = ['MANAGER', 'ADMIN'];

/** Whether a member with this role manages the instance. */
export function managesInstance(role: Role): boolean {
  return MANAGING_ROLES.includes(role);
}
