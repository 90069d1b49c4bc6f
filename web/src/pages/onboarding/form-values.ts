import type * as z from 'zod';

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
import {
  CreateEmailSenderConfigInputSchema,
  isSmtpSenderType,
  type CreateEmailSenderConfigInput,
  type EmailSenderConfig,
} from '../../../../shared/schemas/email-sender-config';
import { fieldErrorMap, fieldOfPath, firstSegment, type FormIssue } from '../../components/forms/field-errors';

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

function check<Schema extends z.ZodType, Field extends string>(
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

/** The usual port of each SMTP sender type: STARTTLS on 587, TLS from the start on 465. */
export const DEFAULT_SMTP_PORTS: Readonly<Record<'SMTP' | 'SMTP_SSL', number>> = { SMTP: 587, SMTP_SSL: 465 };

export interface SenderFormValues {
  readonly senderName: string;
  readonly senderEmail: string;
  /** '' until a type is chosen */
  readonly type: SenderType | '';
  readonly host: string;
  /** as typed; checked as a whole number */
  readonly port: string;
  readonly username: string;
  readonly password: string;
}
export type SenderField = keyof SenderFormValues;

export const EMPTY_SENDER_VALUES: SenderFormValues = {
  senderName: '',
  senderEmail: '',
  type: '',
  host: '',
  port: '',
  username: '',
  password: '',
};

/** The sender step filled from a stored sender; the password is never answered, so it stays empty. */
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
  };
}

/**
 * The values after choosing another sender type: an SMTP type fills the usual port when the port
 * is empty or still the usual port of the other SMTP type.
 */
export function withSenderType(values: SenderFormValues, type: SenderType): SenderFormValues {
  if (type !== 'SMTP' && type !== 'SMTP_SSL') return { ...values, type };
  const usualPorts = Object.values(DEFAULT_SMTP_PORTS).map(String);
  const port =
    values.port.trim() === '' || usualPorts.includes(values.port.trim()) ? String(DEFAULT_SMTP_PORTS[type]) : values.port;
  return { ...values, type, port };
}

/** The typed port as a number for the schema: undefined when empty (required), NaN when not a number. */
export function portNumberOf(port: string): number | undefined {
  const text = port.trim();
  if (text === '') return undefined;
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * The sender step as the API's create input (before checking): SMTP settings and the password
 * only for SMTP types (`secure` for SMTP_SSL); an empty password is left out.
 */
export function toSenderInput(values: SenderFormValues): Record<string, unknown> {
  const base = {
    senderName: values.senderName,
    senderEmail: values.senderEmail,
    type: values.type === '' ? undefined : values.type,
  };
  if (values.type === '' || !isSmtpSenderType(values.type)) return base;
  return {
    ...base,
    smtp: {
      host: values.host,
      port: portNumberOf(values.port),
      username: values.username,
      secure: values.type === 'SMTP_SSL',
    },
    password: values.password === '' ? undefined : values.password,
  };
}

const SENDER_FIELDS_BY_PATH: Readonly<Record<string, SenderField>> = {
  senderName: 'senderName',
  senderEmail: 'senderEmail',
  type: 'type',
  smtp: 'host',
  'smtp.host': 'host',
  'smtp.port': 'port',
  'smtp.username': 'username',
  'smtp.secure': 'type',
  password: 'password',
};

/** The sender field an API path belongs to (`smtp.port` → port). */
export function senderFieldOf(path: string): SenderField | undefined {
  return SENDER_FIELDS_BY_PATH[path] ?? SENDER_FIELDS_BY_PATH[firstSegment(path)];
}

/**
 * Checks the sender step with the API's create schema. The password is asked for every save of an
 * SMTP sender: the API never answers it, and replacing a sender needs it again.
 */
export function checkSender(values: SenderFormValues): Checked<CreateEmailSenderConfigInput, SenderField> {
  const checked = check(CreateEmailSenderConfigInputSchema, toSenderInput(values), senderFieldOf, 'senderEmail');
  if (checked.ok || checked.errors.password !== undefined || values.type === '' || !isSmtpSenderType(values.type)) {
    return checked;
  }
  // the schema asks for the password only once the other fields pass: say it with the others
  const password = CreateEmailSenderConfigInputSchema.shape.password.safeParse(values.password);
  return password.success ? checked : { ok: false, errors: { ...checked.errors, password: password.error.issues[0]?.message } };
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
