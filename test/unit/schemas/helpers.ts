import type * as z from 'zod/mini';

import { formatZodError } from '../../../shared/schemas';

export interface Problem {
  path: string;
  message: string;
}

/** The problems a schema reports for an input, as dotted path and message; [] when it parses. */
export function problemsOf(schema: z.ZodMiniType, input: unknown): Problem[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** Parses or fails the test with the problems found. */
export function parseOk<Schema extends z.ZodMiniType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`Expected the input to parse: ${formatZodError(result.error).message}`);
  return result.data;
}

/** A copy of `value` without `key`. */
export function without<Value extends object>(value: Value, key: keyof Value): Partial<Value> {
  const { [key]: _removed, ...rest } = value;
  return rest as Partial<Value>;
}

/** The keys the server sets on a stored tenant entity. */
export const STORED_KEYS = {
  id: 'rec_01',
  namespaceId: 'acme-sales',
  createdAt: '2025-01-31T09:00:00Z',
  updatedAt: '2025-02-01T10:30:00Z',
} as const;

export const UNKNOWN_KEY_PROBLEM: Problem = { path: '', message: '"unexpected" is not a known field. Remove it.' };
export const EMPTY_UPDATE_PROBLEM: Problem = { path: '', message: 'Provide at least one field to update.' };
