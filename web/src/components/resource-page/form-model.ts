import type * as z from 'zod/mini';

import type { RouteDefinition } from '../../../../shared/api/route';
import { formErrorsOf, type FormErrors } from './field-errors';

/** The kinds of field a resource form can hold. */
export const FIELD_KINDS = ['text', 'textarea', 'email', 'url', 'number', 'select', 'resource', 'list', 'custom'] as const;

interface FieldBase {
  /** the key of the input in the route's schema, e.g. `website` */
  readonly name: string;
  readonly label: string;
  /** shown under the label: what the field is for */
  readonly description?: string;
  /** shown under the control: its limits */
  readonly constraintText?: string;
  readonly placeholder?: string;
  /** marks the label "optional"; the schema decides what is required */
  readonly optional?: boolean;
  /** shown to the instance's admins only (it refers to an admin-only resource); others leave it as it is */
  readonly adminOnly?: boolean;
}

/** Free text on one line (`text`, `email`, `url`) or several (`textarea`). */
interface TextFieldConfig extends FieldBase {
  readonly kind: 'text' | 'textarea' | 'email' | 'url';
  /** rows of a textarea */
  readonly rows?: number;
}

/** A number typed in; left empty it is not sent. */
interface NumberFieldConfig extends FieldBase {
  readonly kind: 'number';
}

/** One value of an enumeration, shown with `formatEnumLabel` unless `labels` names it. */
export interface SelectFieldConfig extends FieldBase {
  readonly kind: 'select';
  readonly options: readonly string[];
  readonly labels?: Readonly<Record<string, string>>;
  /** the value a new item starts with; without it an optional select starts unset */
  readonly defaultValue?: string;
  /** the label of an optional select's empty choice, when 'Not set' does not say what it means */
  readonly notSetLabel?: string;
  /** for long lists: the options can be filtered by typing, with this placeholder */
  readonly filterPlaceholder?: string;
}

/** The id of another resource of the instance, chosen by name from the first pages of its list. */
export interface ResourceFieldConfig extends FieldBase {
  readonly kind: 'resource';
  /** the other resource's list route, e.g. `companyRoutes.list` */
  readonly listRoute: RouteDefinition;
  /** the text field of the other resource that names it, e.g. `name` */
  readonly labelField: string;
  /** the other resource in the plural, lower case, for loading and empty texts: `companies` */
  readonly resourceLabel: string;
}

/** A list of short texts (phone numbers, job titles), typed one per line; its form value is the text. */
interface ListFieldConfig extends FieldBase {
  readonly kind: 'list';
  readonly rows?: number;
}

/**
 * A field the page draws itself (`renderCustomField` of the resource page), such as the steps of
 * a cadence. Its form value is whatever the page's editor works with; these functions convert it.
 */
export interface CustomFieldConfig extends FieldBase {
  readonly kind: 'custom';
  /** the value of a new item */
  readonly initial: () => unknown;
  /** the form value of a stored item's field */
  readonly fromItem: (stored: unknown) => unknown;
  /** the input sent for the form value (undefined: not sent) */
  readonly toInput: (value: unknown) => unknown;
}

export type FieldConfig =
  TextFieldConfig | NumberFieldConfig | SelectFieldConfig | ResourceFieldConfig | ListFieldConfig | CustomFieldConfig;

/**
 * A resource's form: its fields in order and the route schemas that check them on submit
 * (`CreateXInputSchema` / `UpdateXInputSchema` of shared/schemas).
 */
export interface ResourceForm {
  readonly fields: readonly FieldConfig[];
  readonly createSchema: z.ZodMiniType;
  readonly updateSchema: z.ZodMiniType;
}

/**
 * The values of a form by field name: the text typed or the value chosen (a list's lines as one
 * text), or the editor's own value for custom fields.
 */
export type FormValues = Readonly<Record<string, unknown>>;

/** A text-like form value ('' when absent). */
export function textValue(values: FormValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value : '';
}

function storedText(stored: unknown): string {
  if (typeof stored === 'string') return stored;
  if (typeof stored === 'number' && Number.isFinite(stored)) return String(stored);
  return '';
}

/** The form values of a new item (no `item`) or of a stored one. */
export function initialValues(fields: readonly FieldConfig[], item?: object): FormValues {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const stored: unknown = item === undefined ? undefined : Reflect.get(item, field.name);
    switch (field.kind) {
      case 'list':
        values[field.name] = Array.isArray(stored) ? stored.map(storedText).join('\n') : '';
        break;
      case 'custom':
        values[field.name] = item === undefined ? field.initial() : field.fromItem(stored);
        break;
      case 'select':
        values[field.name] = item === undefined ? (field.defaultValue ?? '') : storedText(stored);
        break;
      default:
        values[field.name] = storedText(stored);
    }
  }
  return values;
}

/** Lines of a textarea as list items: trimmed, blank lines dropped. */
export function linesToList(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function numberInput(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const number = Number(trimmed);
  // a value that is not a number goes as typed, so the schema's message names the field
  return Number.isFinite(number) ? number : trimmed;
}

/**
 * The route input of the form values: text as typed (the schema trims it; blank optional text is
 * absent), numbers as numbers, unset selects left out, lists one entry per non-blank line (an
 * empty list is sent, so an edit can empty it). When editing `stored`, an optional field the user
 * emptied is sent as `null`, which clears it.
 */
export function toInput(fields: readonly FieldConfig[], values: FormValues, stored?: object): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of fields) {
    let value: unknown;
    switch (field.kind) {
      case 'number':
        value = numberInput(textValue(values, field.name));
        break;
      case 'select':
      case 'resource': {
        const text = textValue(values, field.name);
        value = text === '' ? undefined : text;
        break;
      }
      case 'list':
        value = linesToList(textValue(values, field.name));
        break;
      case 'custom':
        value = field.toInput(values[field.name]);
        break;
      default:
        value = textValue(values, field.name);
    }
    if (stored !== undefined && field.optional && field.kind !== 'custom' && field.kind !== 'list' && isBlank(value)) {
      if (Reflect.get(stored, field.name) !== undefined) input[field.name] = null;
      continue;
    }
    if (value !== undefined) input[field.name] = value;
  }
  return input;
}

function isBlank(value: unknown): boolean {
  return value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** The outcome of checking a form before it is sent. */
type FormCheck =
  { readonly ok: true; readonly input: Record<string, unknown> } | { readonly ok: false; readonly errors: FormErrors };

/** Checks the form's input with the route's schema; its issues land on the fields they name. */
export function checkForm(schema: z.ZodMiniType, fields: readonly FieldConfig[], values: FormValues, stored?: object): FormCheck {
  const input = toInput(fields, values, stored);
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, input };
  return {
    ok: false,
    errors: formErrorsOf(
      parsed.error.issues,
      fields.map((field) => field.name),
    ),
  };
}
