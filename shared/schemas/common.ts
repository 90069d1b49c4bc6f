import { $ZodDefault } from 'zod/v4/core';

import { unknownFieldsMessage } from './errors';
import * as z from './zod';

// ---------------------------------------------------------------------------
// Limits
// ---------------------------------------------------------------------------

export const ID_MAX_LENGTH = 64;
export const NAME_MAX_LENGTH = 200;
export const SHORT_TEXT_MAX_LENGTH = 500;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const SUBJECT_MAX_LENGTH = 200;
export const EMAIL_BODY_MAX_LENGTH = 20_000;
export const EMAIL_MAX_LENGTH = 254;
export const URL_MAX_LENGTH = 2048;

const EMPTY_UPDATE_MESSAGE = 'Provide at least one field to update.';
export const NAMESPACE_ID_MESSAGE = 'Instance ID must be 3–64 lower-case letters, digits or hyphens.';

/**
 * zod's email pattern (`z.regexes.email`, the one `z.email()` checks with), written out: reading it
 * from `z.regexes` would bundle every pattern zod has. A unit test holds the two together.
 */
export const EMAIL_PATTERN =
  // eslint-disable-next-line no-useless-escape -- zod's pattern, character for character
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const NAMESPACE_ID_PATTERN = /^[a-z0-9][a-z0-9-]{2,63}$/;
const HTTP_URL_PREFIX = /^https?:\/\//i;

// ---------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------

/** `A, B or C`: the choices of a field, for messages. */
export function listChoices(values: readonly (string | number)[]): string {
  const words = values.map(String);
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1] ?? ''}`;
}

export function requiredMessage(label: string): string {
  return `${label} is required.`;
}

function maxLengthMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters.`;
}

// ---------------------------------------------------------------------------
// Field builders. `label` names the field in words, e.g. 'First name'.
// ---------------------------------------------------------------------------

function stringBase(label: string, missing = requiredMessage(label)) {
  return z.string({ error: (issue) => (issue.input === undefined ? missing : `${label} must be text.`) });
}

interface RequiredTextOptions {
  /** Replaces the default `<Label> is required.` */
  requiredMessage?: string;
}

/** Trimmed text that must not be empty. */
export function requiredText(label: string, max: number, options: RequiredTextOptions = {}) {
  const missing = options.requiredMessage ?? requiredMessage(label);
  return stringBase(label, missing).check(
    z.trim(),
    z.minLength(1, { error: missing, abort: true }),
    z.maxLength(max, maxLengthMessage(label, max)),
  );
}

/**
 * Makes a text field optional. Blank text (after trimming) counts as absent, so a form
 * may send '' for a field the user left empty.
 */
export function optionalField<Output>(label: string, schema: z.core.$ZodType<Output, string>) {
  const text = z.string({ error: `${label} must be text.` }).check(z.trim());
  const blankAsAbsent = z.transform((value: string) => (value === '' ? undefined : value));
  return z.optional(z.pipe(z.pipe(text, blankAsAbsent), z.optional(schema)));
}

/** Optional trimmed text; blank counts as absent. */
export function optionalText(label: string, max: number) {
  return optionalField(label, z.string().check(z.maxLength(max, maxLengthMessage(label, max))));
}

/** An entity id: 1–64 letters, digits, underscores or hyphens. */
export function idField(label: string) {
  return stringBase(label).check(
    z.trim(),
    z.minLength(1, { error: requiredMessage(label), abort: true }),
    z.regex(ID_PATTERN, `${label} must be 1–${ID_MAX_LENGTH} letters, digits, underscores or hyphens.`),
  );
}

export function optionalId(label: string) {
  return optionalField(label, idField(label));
}

export function namespaceIdField(label = 'Instance ID') {
  const message = label === 'Instance ID' ? NAMESPACE_ID_MESSAGE : `${label} must be 3–64 lower-case letters, digits or hyphens.`;
  return stringBase(label).check(
    z.trim(),
    z.minLength(1, { error: requiredMessage(label), abort: true }),
    z.regex(NAMESPACE_ID_PATTERN, message),
  );
}

/** Trimmed, lower-cased email address of at most 254 characters. */
export function emailField(label = 'Email') {
  const invalid = label === 'Email' ? 'Enter a valid email address.' : `Enter a valid ${label.toLowerCase()} address.`;
  return stringBase(label).check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, { error: requiredMessage(label), abort: true }),
    z.maxLength(EMAIL_MAX_LENGTH, { error: maxLengthMessage(label, EMAIL_MAX_LENGTH), abort: true }),
    z.regex(EMAIL_PATTERN, invalid),
  );
}

function isHttpUrl(value: string): boolean {
  if (!HTTP_URL_PREFIX.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An absolute http:// or https:// address. */
export function urlField(label = 'URL') {
  return stringBase(label).check(
    z.trim(),
    z.minLength(1, { error: requiredMessage(label), abort: true }),
    z.maxLength(URL_MAX_LENGTH, { error: maxLengthMessage(label, URL_MAX_LENGTH), abort: true }),
    z.refine(isHttpUrl, { error: `${label} must be a valid URL starting with http:// or https://.`, abort: true }),
  );
}

export function isoDateTimeField(label: string) {
  const invalid = `${label} must be an ISO 8601 date and time, such as 2025-01-31T09:00:00Z.`;
  return z.pipe(stringBase(label).check(z.trim()), z.iso.datetime({ offset: true, error: invalid }));
}

/** A real calendar date written YYYY-MM-DD. */
export function dateOnlyField(label: string) {
  const invalid = `${label} must be a real date written YYYY-MM-DD, such as 2025-01-31.`;
  return z.pipe(stringBase(label).check(z.trim()), z.iso.date({ error: invalid }));
}

/** A domain enumeration with messages that name the field and list the choices. */
export function enumField<const Values extends readonly string[]>(schema: { readonly options: Values }, label: string) {
  const choices = `${schema.options.length > 2 ? 'one of ' : ''}${listChoices(schema.options)}`;
  return z.enum(schema.options, {
    error: (issue) => (issue.input === undefined ? requiredMessage(label) : `${label} must be ${choices}.`),
  });
}

interface IntFieldOptions {
  /** Replaces the default range message. */
  message?: string;
  /** Replaces the default `<Label> is required.` */
  requiredMessage?: string;
}

/** A whole number within min..max (inclusive). */
export function intField(label: string, min: number, max: number, options: IntFieldOptions = {}) {
  const message = options.message ?? `${label} must be a whole number from ${min} to ${max}.`;
  const missing = options.requiredMessage ?? requiredMessage(label);
  return z
    .number({ error: (issue) => (issue.input === undefined ? missing : message) })
    .check(z.int({ error: message, abort: true }), z.minimum(min, message), z.maximum(max, message));
}

export function nonNegativeIntField(label: string) {
  const message = `${label} must be a whole number of 0 or more.`;
  return z
    .number({ error: (issue) => (issue.input === undefined ? requiredMessage(label) : message) })
    .check(z.int({ error: message, abort: true }), z.minimum(0, message));
}

export function booleanField(label: string) {
  return z.boolean({
    error: (issue) => (issue.input === undefined ? requiredMessage(label) : `${label} must be true or false.`),
  });
}

interface ArrayFieldOptions {
  /** Replaces the default `<Label> is required.` */
  requiredMessage?: string;
}

/** A list field; `label` names the list, e.g. 'Phone numbers'. */
export function arrayField<Item extends z.core.SomeType>(label: string, item: Item, options: ArrayFieldOptions = {}) {
  const missing = options.requiredMessage ?? requiredMessage(label);
  return z.array(item, {
    error: (issue) => (issue.input === undefined ? missing : `${label} must be a list.`),
  });
}

// ---------------------------------------------------------------------------
// Common schemas
// ---------------------------------------------------------------------------

export const IdSchema = idField('ID');

export const SEARCH_MAX_LENGTH = 100;

/** The fields of every list request: a page size, the cursor of the previous page, the order, a search. */
export const listRequestShape = {
  cursor: z.optional(
    z
      .string({ error: 'Cursor must be text.' })
      .check(z.minLength(1, 'Cursor must not be empty.'), z.maxLength(4096, 'Cursor must be at most 4096 characters.')),
  ),
  limit: z.optional(intField('Limit', 1, 100)),
  order: z.optional(z.enum(['asc', 'desc'], { error: 'Order must be asc or desc.' })),
  /** case-insensitive text the listed items must contain (name, email, subject, ... per resource) */
  search: optionalText('Search', SEARCH_MAX_LENGTH),
};
/** Id of an instance (namespace), e.g. `acme-sales`. */
export const NamespaceIdSchema = namespaceIdField();
export const EmailSchema = emailField();
export const UrlSchema = urlField();
export const IsoDateTimeSchema = isoDateTimeField('Date and time');
export const DateOnlySchema = dateOnlyField('Date');

export const timestampsShape = {
  createdAt: isoDateTimeField('Created at'),
  updatedAt: isoDateTimeField('Updated at'),
};
export const TimestampsSchema = z.object(timestampsShape);

/** The keys the server sets on every tenant entity. */
const tenantEntityShape = {
  id: IdSchema,
  namespaceId: NamespaceIdSchema,
  ...timestampsShape,
};

/** A stored tenant entity: `shape` plus id, namespaceId, createdAt and updatedAt. */
export function tenantEntity<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.object({ ...tenantEntityShape, ...shape });
}

// ---------------------------------------------------------------------------
// Input objects
// ---------------------------------------------------------------------------

/**
 * A strict input object: unknown keys are refused with a message naming them.
 * `subject` names the whole object in messages, e.g. 'Contact'.
 */
export function inputObject<Shape extends z.core.$ZodLooseShape>(subject: string, shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') return unknownFieldsMessage(issue.keys);
      if (issue.code === 'invalid_type') {
        return issue.input === undefined ? requiredMessage(subject) : `${subject} must be an object of fields.`;
      }
      return undefined;
    },
  });
}

type WithoutDefault<Field> = Field extends z.ZodMiniDefault<infer Inner> ? Inner : Field;

/**
 * Every field optional and without its create-time default. (Optional fields also take `null` at
 * run time, which the component service turns into a removal before any other code sees the input,
 * so the types leave it out.)
 */
type UpdateShape<Shape extends z.core.$ZodLooseShape> = {
  -readonly [Key in keyof Shape]: z.ZodMiniOptional<WithoutDefault<Shape[Key]>>;
};

function hasAnyField(value: Readonly<Record<string, unknown>>): boolean {
  return Object.values(value).some((field) => field !== undefined);
}

/** Whether a field may be left out of a create input (it accepts `undefined` and has no default). */
function isOptionalField(field: z.core.$ZodType): boolean {
  return !(field instanceof $ZodDefault) && z.safeParse(field, undefined).success;
}

/**
 * The update input of an entity: every create field optional (defaults removed, so an
 * update never resets a field it did not name), strict, and never empty. A field that is optional
 * on create may be sent as `null` to clear it (blank text reads as "not sent").
 */
export function updateInputObject<Shape extends z.core.$ZodLooseShape>(subject: string, shape: Shape) {
  const entries = Object.entries<z.core.$ZodType>(shape).map(([key, field]) => {
    const inner: z.core.$ZodType = field instanceof $ZodDefault ? field._zod.def.innerType : field;
    return [key, isOptionalField(field) ? z.optional(z.nullable(inner)) : z.optional(inner)] as const;
  });
  return inputObject(subject, Object.fromEntries(entries) as UpdateShape<Shape>).check(
    z.refine(hasAnyField, { error: EMPTY_UPDATE_MESSAGE }),
  );
}

/** Adds an issue at `path` from a cross-field rule. */
export function addIssue(ctx: z.core.$RefinementCtx, path: readonly PropertyKey[], message: string): void {
  ctx.addIssue({ code: 'custom', path: [...path], message });
}
