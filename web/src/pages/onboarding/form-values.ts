import type * as z from 'zod/mini';

import type { BusinessModel, RevenueSize } from '../../../../shared/domain/audience';
import type { SenderType } from '../../../../shared/domain/sender';
import { CreateCompanyInputSchema, type Company, type CreateCompanyInput } from '../../../../shared/schemas/company';
import {
  CreateCustomerProfileInputSchema,
  MAX_CUSTOMER_PROFILE_INDUSTRIES,
  MAX_CUSTOMER_PROFILE_JOB_TITLES,
  type CreateCustomerProfileInput,
  type CustomerProfile,
} from '../../../../shared/schemas/customer-profile';
import type { CreateEmailSenderConfigInput, EmailSenderConfig } from '../../../../shared/schemas/email-sender-config';
import { fieldErrorMap, fieldOfPath, type FormIssue } from '../../components/forms/field-errors';
import {
  checkSenderForm,
  EMPTY_SENDER_VALUES,
  senderFieldOf as senderFormFieldOf,
  type SenderField,
  type SenderFormValues,
} from '../../components/sender-form/sender-form-model';

/** Messages of the fields of a form, by field; a field without a message is valid. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** A form checked against its API schema: the input to send, or the messages to show. */
export type Checked<Input, Field extends string> =
  { readonly ok: true; readonly input: Input } | { readonly ok: false; readonly errors: FieldErrors<Field> };

/**
 * Puts the messages of an API input's paths (of the shared zod schema's check, or of the server's
 * 400 answer) on the fields of a form: the first message of each field is kept; a path no field
 * claims goes to `fallback`.
 */
export function fieldErrorsOf<Field extends string>(
  issues: readonly FormIssue[],
  fieldOf: (path: string) => Field | undefined,
  fallback: Field,
): FieldErrors<Field> {
  return fieldErrorMap(issues, (path) => fieldOf(path) ?? fallback);
}

function check<Schema extends z.ZodMiniType, Field extends string>(
  schema: Schema,
  input: unknown,
  fieldOf: (path: string) => Field | undefined,
  fallback: Field,
): Checked<z.output<Schema>, Field> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, errors: fieldErrorsOf(parsed.error.issues, fieldOf, fallback) };
}

/** Whether two form values hold the same entries (text, lists), so an unchanged step need not be saved again. */
export function sameValues<Values extends object>(a: Values, b: Values): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const left: unknown = Reflect.get(a, key);
    const right: unknown = Reflect.get(b, key);
    if (Array.isArray(left) && Array.isArray(right)) {
      if (left.length !== right.length || left.some((item, index) => item !== right[index])) return false;
    } else if (left !== right) {
      return false;
    }
  }
  return true;
}

// ---------------------------------------------------------------------------
// Step 1: the company
// ---------------------------------------------------------------------------

export interface CompanyFormValues {
  readonly name: string;
  readonly website: string;
  readonly description: string;
}
export type CompanyField = keyof CompanyFormValues;

export const EMPTY_COMPANY_VALUES: CompanyFormValues = { name: '', website: '', description: '' };

/** The company step filled from a stored company (to change it), or empty. */
export function companyValuesOf(company: Company | undefined): CompanyFormValues {
  if (!company) return EMPTY_COMPANY_VALUES;
  return { name: company.name, website: company.website ?? '', description: company.description };
}

const COMPANY_FIELDS: readonly CompanyField[] = ['name', 'website', 'description'];

/** The company field an API path belongs to. */
export function companyFieldOf(path: string): CompanyField | undefined {
  return fieldOfPath(path, COMPANY_FIELDS);
}

/** Checks the company step with the API's create schema (an empty website is left out). */
export function checkCompany(values: CompanyFormValues): Checked<CreateCompanyInput, CompanyField> {
  return check(
    CreateCompanyInputSchema,
    { name: values.name, website: values.website, description: values.description },
    companyFieldOf,
    'name',
  );
}

// ---------------------------------------------------------------------------
// Step 2: the sender
// ---------------------------------------------------------------------------

/** Sender types that can be set up during onboarding; Google and Microsoft connect from Senders later. */
export const ONBOARDING_SENDER_TYPES = ['STUB', 'SMTP', 'SMTP_SSL'] as const satisfies readonly SenderType[];
export type OnboardingSenderType = (typeof ONBOARDING_SENDER_TYPES)[number];

// the sender step holds the sender form of the Add sender page, without its daily limit and time zone
export { withSenderType, type SenderField, type SenderFormValues } from '../../components/sender-form/sender-form-model';

/**
 * The sender step filled from a stored sender; the password is never answered, so it stays empty.
 * IMAP fields stay empty for a sender without IMAP settings of its own (the server derived from the
 * SMTP host is used).
 */
export function senderValuesOf(sender: EmailSenderConfig | undefined): SenderFormValues {
  if (!sender) return EMPTY_SENDER_VALUES;
  return {
    senderName: sender.senderName,
    senderEmail: sender.senderEmail,
    type: sender.type,
    host: sender.smtp?.host ?? '',
    port: sender.smtp === undefined ? '' : String(sender.smtp.port),
    username: sender.smtp?.username ?? '',
    password: '',
    imapHost: sender.imap?.host ?? '',
    imapPort: sender.imap === undefined ? '' : String(sender.imap.port),
  };
}

/** What the sender step asks: the sender form without the daily limit, signature and time zone. */
const SENDER_STEP_FIELDS: readonly SenderField[] = [
  'senderName',
  'senderEmail',
  'type',
  'host',
  'port',
  'username',
  'password',
  'imapHost',
  'imapPort',
  'alreadyWarmedUp',
];

/** The sender step's field an API path belongs to (`smtp.port` → port); none for what the step does not ask. */
export function senderFieldOf(path: string): SenderField | undefined {
  const field = senderFormFieldOf(path);
  return field !== undefined && SENDER_STEP_FIELDS.includes(field) ? field : undefined;
}

/**
 * Checks the sender step with the API's create schema, its messages on the step's fields (a path
 * of none on the sender email). The password is asked for every save of an SMTP sender: the API
 * never answers it, and replacing a sender needs it again.
 */
export function checkSender(values: SenderFormValues): Checked<CreateEmailSenderConfigInput, SenderField> {
  return checkSenderForm(values, (path) => senderFieldOf(path) ?? 'senderEmail');
}

// ---------------------------------------------------------------------------
// Step 3: the customer profile
// ---------------------------------------------------------------------------

export interface CustomerProfileFormValues {
  readonly name: string;
  readonly description: string;
  /** '' when not said */
  readonly revenueSize: RevenueSize | '';
  /** '' when not said */
  readonly businessModel: BusinessModel | '';
  readonly jobTitles: readonly string[];
  readonly industries: readonly string[];
}
export type CustomerProfileField = keyof CustomerProfileFormValues;

export const EMPTY_CUSTOMER_PROFILE_VALUES: CustomerProfileFormValues = {
  name: '',
  description: '',
  revenueSize: '',
  businessModel: '',
  jobTitles: [],
  industries: [],
};

/** The most job titles and industries a profile holds. */
export const LIST_LIMITS = {
  jobTitles: MAX_CUSTOMER_PROFILE_JOB_TITLES,
  industries: MAX_CUSTOMER_PROFILE_INDUSTRIES,
} as const;

/** The customer-profile step filled from a stored profile, or empty. */
export function customerProfileValuesOf(profile: CustomerProfile | undefined): CustomerProfileFormValues {
  if (!profile) return EMPTY_CUSTOMER_PROFILE_VALUES;
  return {
    name: profile.name,
    description: profile.description ?? '',
    revenueSize: profile.revenueSize ?? '',
    businessModel: profile.businessModel ?? '',
    jobTitles: profile.jobTitles ?? [],
    industries: profile.industries ?? [],
  };
}

/**
 * Adds typed entries to a list (job titles, industries): commas, semicolons and line breaks separate
 * entries; blanks go; an entry already there (in any case) is not added twice.
 */
export function addListEntries(list: readonly string[], text: string): string[] {
  const next = [...list];
  const seen = new Set(list.map((entry) => entry.toLowerCase()));
  for (const part of text.split(/[,;\n]/)) {
    const entry = part.trim().replace(/\s+/g, ' ');
    if (entry === '' || seen.has(entry.toLowerCase())) continue;
    seen.add(entry.toLowerCase());
    next.push(entry);
  }
  return next;
}

/** The customer-profile step as the API's create input (before checking): unanswered choices left out. */
export function toCustomerProfileInput(values: CustomerProfileFormValues): Record<string, unknown> {
  return {
    name: values.name,
    description: values.description,
    revenueSize: values.revenueSize === '' ? undefined : values.revenueSize,
    businessModel: values.businessModel === '' ? undefined : values.businessModel,
    jobTitles: [...values.jobTitles],
    industries: [...values.industries],
  };
}

const CUSTOMER_PROFILE_FIELDS: readonly CustomerProfileField[] = [
  'name',
  'description',
  'revenueSize',
  'businessModel',
  'jobTitles',
  'industries',
];

/** The customer-profile field an API path belongs to (`jobTitles.2` → jobTitles). */
export function customerProfileFieldOf(path: string): CustomerProfileField | undefined {
  return fieldOfPath(path, CUSTOMER_PROFILE_FIELDS);
}

/** Checks the customer-profile step with the API's create schema. */
export function checkCustomerProfile(
  values: CustomerProfileFormValues,
): Checked<CreateCustomerProfileInput, CustomerProfileField> {
  return check(CreateCustomerProfileInputSchema, toCustomerProfileInput(values), customerProfileFieldOf, 'name');
}
