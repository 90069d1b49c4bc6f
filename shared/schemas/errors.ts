import type * as z from 'zod/v4/core';

// Error formatting reads zod's issues only (types), so code that validates with zod/mini schemas
// (the small public functions) can format errors without bundling zod's classic API.

/** Message for keys a strict input does not know. */
export function unknownFieldsMessage(keys: readonly string[]): string {
  if (keys.length === 1) return `"${keys[0] ?? ''}" is not a known field. Remove it.`;
  return `${keys.map((key) => `"${key}"`).join(', ')} are not known fields. Remove them.`;
}

export interface FieldError {
  /** Dotted path of the field, e.g. `steps.0.delayDays`; '' for the whole input. */
  path: string;
  message: string;
}

interface FormattedZodError {
  message: string;
  fieldErrors: FieldError[];
}

/** How many field messages the summary message repeats. */
const FORMATTED_MESSAGE_LIMIT = 3;

/** A zod issue path as a dotted string: `['steps', 0, 'delayDays']` → `steps.0.delayDays`. */
export function joinPath(path: readonly PropertyKey[]): string {
  return path.map((segment) => (typeof segment === 'symbol' ? (segment.description ?? '') : String(segment))).join('.');
}

/** One field error per issue (one per unknown key), each with its dotted path. */
export function fieldErrorsOf(issues: readonly z.$ZodIssue[]): FieldError[] {
  return issues.flatMap((issue): FieldError[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        path: joinPath([...issue.path, key]),
        message: issue.keys.length === 1 ? issue.message : unknownFieldsMessage([key]),
      }));
    }
    return [{ path: joinPath(issue.path), message: issue.message }];
  });
}

/** Turns a ZodError into the body of a 400 answer. */
export function formatZodError(error: z.$ZodError): FormattedZodError {
  const fieldErrors = fieldErrorsOf(error.issues);
  const messages = [...new Set(fieldErrors.map((fieldError) => fieldError.message))];
  const shown = messages.slice(0, FORMATTED_MESSAGE_LIMIT);
  const hidden = messages.length - shown.length;
  const parts = shown.length > 0 ? shown : ['The request is not valid.'];
  if (hidden > 0) parts.push(`Plus ${hidden} more ${hidden === 1 ? 'problem' : 'problems'}.`);
  return { message: parts.join(' '), fieldErrors };
}
