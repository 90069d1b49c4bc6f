import * as z from '../schemas/zod';

export const TASK_STATUSES = ['CREATED', 'RETRY', 'RUNNING', 'SAVED', 'FAILED', 'CANCELLED'] as const;
export const TaskStatusSchema = z.enum(TASK_STATUSES);
export type TaskStatus = z.infer<typeof TaskStatusSchema>;

export const LOCK_STATUSES = ['READY', 'RETRY', 'LOCKED', 'DONE', 'FAILED'] as const;
export const LockStatusSchema = z.enum(LOCK_STATUSES);
export type LockStatus = z.infer<typeof LockStatusSchema>;
