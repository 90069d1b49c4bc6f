import { ApiError } from '../../api/client';
import { fieldErrorMap, fieldOfPath, pathMessagesOf, type FormIssue } from '../forms/field-errors';

export type { FormIssue } from '../forms/field-errors';

/** The problems of a form, placed where the user sees them. */
export interface FormErrors {
  /** the first message of each field, by field name (nested problems show under their field too) */
  readonly fields: Readonly<Record<string, string>>;
  /** every message by its full dotted path, for fields that show their parts' problems (cadence steps) */
  readonly paths: Readonly<Record<string, string>>;
  /** problems that belong to no field of the form, shown at the foot of the form */
  readonly form: readonly string[];
}

export const NO_FORM_ERRORS: FormErrors = { fields: {}, paths: {}, form: [] };

/**
 * Places zod issues (or a 400's field errors) on the form's fields: the first segment of an
 * issue's path names the field. Issues about no field of the form go to `form`.
 */
export function formErrorsOf(issues: readonly FormIssue[], fieldNames: readonly string[]): FormErrors {
  const located = pathMessagesOf(issues);
  const fieldOf = (path: string) => fieldOfPath(path, fieldNames);
  const onFields = located.filter(({ path }) => fieldOf(path) !== undefined);
  const elsewhere = located.filter(({ path }) => fieldOf(path) === undefined);
  return {
    fields: fieldErrorMap(onFields, fieldOf),
    paths: fieldErrorMap(onFields),
    form: [...new Set(elsewhere.map(({ message }) => message))],
  };
}

/** True when there is nothing to show. */
export function hasFormErrors(errors: FormErrors): boolean {
  return Object.keys(errors.fields).length > 0 || errors.form.length > 0;
}

/**
 * The errors of a failed save: a 400's field errors on their fields; any other failure as a
 * message for the whole form.
 */
export function formErrorsOfFailure(
  error: unknown,
  fieldNames: readonly string[],
  describe: (error: unknown) => string,
): FormErrors {
  if (error instanceof ApiError && error.status === 400 && error.fieldErrors.length > 0) {
    return formErrorsOf(error.fieldErrors, fieldNames);
  }
  return { fields: {}, paths: {}, form: [describe(error)] };
}
