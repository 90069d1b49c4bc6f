import * as z from '../schemas/zod';

export const ROLES = ['DEFAULT', 'ADMIN'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;
export const DEFAULT_ROLE: Role = 'DEFAULT';
