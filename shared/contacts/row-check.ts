import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, NAME_MAX_LENGTH, URL_MAX_LENGTH } from '../schemas/common';
import { CreateContactInputSchema, MAX_PHONE_NUMBERS } from '../schemas/contact';
import { TIME_ZONE_MAX_LENGTH, isTimeZone } from '../schemas/time-zone';
import type { ImportContact, ImportField, RowValues } from './import-fields';

/** A message per field that failed, worded by the shared contact schema. */
type FieldErrors = Readonly<Partial<Record<ImportField, string>>>;

/** One row checked on its own (duplicates and existing contacts are decided over all rows). */
export interface RowCheck {
  /** the normalised email when the row has a valid one */
  readonly email: string | null;
  /** true when the email cell is empty */
  readonly missingEmail: boolean;
  /** what the import sends, when the email is valid and no field failed */
  readonly contact: ImportContact | null;
  /** null when every field passed */
  readonly fieldErrors: FieldErrors | null;
}

const shape = CreateContactInputSchema.shape;
/** Mirrors the contact schema's phone rule: 3–32 of digits, spaces, + - ( ), with a digit. */
const PHONE_NUMBER_PATTERN = /^(?=.*\d)[\d +()-]{3,32}$/;
const HTTP_URL_PREFIX = /^https?:\/\//i;
/** How one cell lists several phone numbers. */
const PHONE_SEPARATOR = /[;,|\n]/;

/** The phone numbers of a cell: split at `;`, `,`, `|` or line breaks, trimmed, blanks dropped. */
export function splitPhoneNumbers(text: string): string[] {
  if (text.trim() === '') return [];
  return text
    .split(PHONE_SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function isLinkedInUrl(value: string): boolean {
  if (value.length > URL_MAX_LENGTH || !HTTP_URL_PREFIX.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return false;
  const hostname = url.hostname.toLowerCase();
  return hostname === 'linkedin.com' || hostname.endsWith('.linkedin.com');
}

/** The schema's answer for one field: its parsed value, or its first message. */
function schemaVerdict(field: ImportField, input: unknown): { ok: true; value: unknown } | { ok: false; message: string } {
  const result = shape[field].safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? 'This value is not valid.' };
}

interface FieldOutcome {
  errors: Partial<Record<ImportField, string>> | null;
}

/** Hands a field that failed the fast path to the schema: its message, or (if it passes there) its value. */
function schemaFallback(outcome: FieldOutcome, field: ImportField, input: unknown): unknown {
  const verdict = schemaVerdict(field, input);
  if (verdict.ok) return verdict.value;
  outcome.errors ??= {};
  outcome.errors[field] = verdict.message;
  return undefined;
}

function textField(outcome: FieldOutcome, field: 'firstName' | 'lastName' | 'jobTitle', raw: string): string | undefined {
  const text = raw.trim();
  if (text === '') return undefined;
  if (text.length <= NAME_MAX_LENGTH) return text;
  const parsed = schemaFallback(outcome, field, raw);
  return typeof parsed === 'string' ? parsed : undefined;
}

function phoneField(outcome: FieldOutcome, raw: string): string[] | undefined {
  const phones = splitPhoneNumbers(raw);
  if (phones.length === 0) return undefined;
  if (phones.length <= MAX_PHONE_NUMBERS && phones.every((phone) => PHONE_NUMBER_PATTERN.test(phone))) return phones;
  const parsed = schemaFallback(outcome, 'phoneNumbers', phones);
  return Array.isArray(parsed) && parsed.length > 0 ? parsed.map(String) : undefined;
}

function linkedInField(outcome: FieldOutcome, raw: string): string | undefined {
  const text = raw.trim();
  if (text === '') return undefined;
  if (isLinkedInUrl(text)) return text;
  const parsed = schemaFallback(outcome, 'linkedInUrl', raw);
  return typeof parsed === 'string' ? parsed : undefined;
}

function timeZoneField(outcome: FieldOutcome, raw: string): string | undefined {
  const text = raw.trim();
  if (text === '') return undefined;
  if (text.length <= TIME_ZONE_MAX_LENGTH && isTimeZone(text)) return text;
  const parsed = schemaFallback(outcome, 'timeZone', raw);
  return typeof parsed === 'string' ? parsed : undefined;
}

/**
 * Checks one row against the contact schema's field rules. The common case (every field valid) takes
 * a hand-written path that agrees with the schema (a unit test holds them together over generated
 * input); a field that fails it is handed to the schema, so messages are the schema's own words.
 * Absent fields are left undefined in the contact.
 */
export function checkRow(values: RowValues): RowCheck {
  const outcome: FieldOutcome = { errors: null };
  let email: string | null = null;
  const trimmedEmail = values.email.trim();
  const missingEmail = trimmedEmail === '';
  if (!missingEmail) {
    const lower = trimmedEmail.toLowerCase();
    if (lower.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(lower)) email = lower;
    else {
      const parsed = schemaFallback(outcome, 'email', values.email);
      email = typeof parsed === 'string' ? parsed : null;
    }
  }
  const firstName = textField(outcome, 'firstName', values.firstName);
  const lastName = textField(outcome, 'lastName', values.lastName);
  const jobTitle = textField(outcome, 'jobTitle', values.jobTitle);
  const phoneNumbers = phoneField(outcome, values.phoneNumbers);
  const linkedInUrl = linkedInField(outcome, values.linkedInUrl);
  const timeZone = timeZoneField(outcome, values.timeZone);

  if (email === null || outcome.errors !== null) {
    return { email, missingEmail, contact: null, fieldErrors: outcome.errors };
  }
  return {
    email,
    missingEmail,
    contact: { email, firstName, lastName, jobTitle, phoneNumbers, linkedInUrl, timeZone },
    fieldErrors: null,
  };
}
