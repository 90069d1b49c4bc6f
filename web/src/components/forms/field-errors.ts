import type * as z from 'zod/v4/core';

import { fieldErrorsOf, joinPath, type FieldError } from '../../../../shared/schemas/errors';

/**
 * One problem with a form's input, and where: a zod issue of a check made in the browser, a
 * field error of the server's 400 answer (its path dotted already), or any path and message.
 */
export interface FormIssue {
  readonly path: string | readonly PropertyKey[];
  readonly message: string;
}

function isZodIssue(issue: FormIssue): issue is z.$ZodIssue {
  return 'code' in issue;
}

/**
 * The issues with dotted paths (`['steps', 1, 'delayDays']` → `steps.1.delayDays`), each unknown
 * key of a zod issue on a path of its own, as the server's 400 answer names them.
 */
export function pathMessagesOf(issues: readonly FormIssue[]): FieldError[] {
  return issues.flatMap((issue): FieldError[] => {
    if (typeof issue.path === 'string') return [{ path: issue.path, message: issue.message }];
    return isZodIssue(issue) ? fieldErrorsOf([issue]) : [{ path: joinPath(issue.path), message: issue.message }];
  });
}

/** The first segment of a dotted path: the top-level field it is in (`jobTitles.2` → `jobTitles`). */
export function firstSegment(path: string): string {
  return path.split('.')[0] ?? '';
}

/** The one of `fields` a dotted path is in, if any (`smtp.port` in `['smtp']` → `smtp`). */
export function fieldOfPath<Field extends string>(path: string, fields: readonly Field[]): Field | undefined {
  const segment = firstSegment(path);
  return fields.find((field) => field === segment);
}

/**
 * Messages by dotted path, or by field of a form; a field without a message is valid (so, for a
 * form's own fields, each may be missing).
 */
export type FieldErrorMap<Field extends string = string> = Readonly<
  string extends Field ? Record<string, string> : Partial<Record<Field, string>>
>;

/**
 * The first message of each dotted path (`senderEmail`, `smtp.port`, '' for the whole input); with
 * `fieldOf`, the first message of each field of the form, a path of no field being left out.
 */
export function fieldErrorMap(issues: readonly FormIssue[]): FieldErrorMap;
export function fieldErrorMap<Field extends string>(
  issues: readonly FormIssue[],
  fieldOf: (path: string) => Field | undefined,
): FieldErrorMap<Field>;
export function fieldErrorMap(
  issues: readonly FormIssue[],
  fieldOf: (path: string) => string | undefined = (path) => path,
): FieldErrorMap {
  const errors: Record<string, string> = {};
  for (const { path, message } of pathMessagesOf(issues)) {
    const field = fieldOf(path);
    if (field !== undefined) errors[field] ??= message;
  }
  return errors;
}
