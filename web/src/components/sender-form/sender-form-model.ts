import type { SenderType } from '../../../../shared/domain/sender';
import {
  CreateEmailSenderConfigInputSchema,
  UpdateEmailSenderConfigInputSchema,
  DEFAULT_IMAP_PORT,
  STARTTLS_IMAP_PORT,
  SMTP_PASSWORD_REQUIRED_MESSAGE,
  isSmtpSenderType,
  type CreateEmailSenderConfigInput,
  type EmailSenderConfig,
} from '../../../../shared/schemas/email-sender-config';
import { fieldErrorMap, firstSegment, type FieldErrorMap, type FormIssue } from '../forms/field-errors';

/**
 * What a sender form holds, as typed: the Add sender page's, and the sender step of onboarding
 * (which starts with no type chosen and asks no daily limit).
 */
export interface SenderFormValues {
  /** '' until a type is chosen */
  readonly type: SenderType | '';
  readonly senderName: string;
  readonly senderEmail: string;
  /** as typed; absent or blank for no limit of the sender's own */
  readonly dailyLimit?: string;
  readonly host: string;
  /** as typed; checked as a whole number */
  readonly port: string;
  readonly username: string;
  /** as typed, spaces kept; the API never answers it, so a stored sender's stays empty */
  readonly password: string;
  /** the sender's own time zone; absent or '' for the instance's */
  readonly timeZone?: string;
  /** where replies are read (IMAP); absent or blank for the server derived from the SMTP host */
  readonly imapHost?: string;
  /** as typed; blank for 993 */
  readonly imapPort?: string;
  /** the rep's answer: the mailbox has already sent at least 200 messages, so it needs no warm-up */
  readonly alreadyWarmedUp?: boolean;
  /** the id of the signature it carries; absent or '' for none */
  readonly signatureId?: string;
}

/** A field of the sender form. */
export type SenderField = keyof SenderFormValues;

/** The messages of the sender form, by field; a field without a message is valid. */
export type SenderFieldErrors = Partial<Record<SenderField, string>>;

const SENDER_FIELDS_BY_PATH: Readonly<Record<string, SenderField>> = {
  senderName: 'senderName',
  senderEmail: 'senderEmail',
  type: 'type',
  dailyLimit: 'dailyLimit',
  timeZone: 'timeZone',
  signatureId: 'signatureId',
  smtp: 'host',
  'smtp.host': 'host',
  'smtp.port': 'port',
  'smtp.username': 'username',
  'smtp.secure': 'type',
  imap: 'imapHost',
  'imap.host': 'imapHost',
  'imap.port': 'imapPort',
  'imap.secure': 'imapPort',
  password: 'password',
  alreadyWarmedUp: 'alreadyWarmedUp',
};

/** The sender form's field an API path belongs to (`smtp.port` → port, `imap` → imapHost). */
export function senderFieldOf(path: string): SenderField | undefined {
  return SENDER_FIELDS_BY_PATH[path] ?? SENDER_FIELDS_BY_PATH[firstSegment(path)];
}

export const EMPTY_SENDER_VALUES: SenderFormValues = {
  senderName: '',
  senderEmail: '',
  type: '',
  host: '',
  port: '',
  username: '',
  password: '',
};

/** The usual port of each SMTP sender type: STARTTLS on 587, TLS from the start on 465. */
const DEFAULT_SMTP_PORTS: Readonly<Record<'SMTP' | 'SMTP_SSL', number>> = { SMTP: 587, SMTP_SSL: 465 };

/** Whether the chosen type connects to a mail server of its own, so the form asks its SMTP settings. */
export function usesSmtp(type: SenderType | ''): boolean {
  return type !== '' && isSmtpSenderType(type);
}

/** Whether the form asks if the mailbox has already sent 200 messages: every type but the test sender, which never warms up. */
export function asksWarmUp(type: SenderType | ''): boolean {
  return type !== '' && type !== 'STUB';
}

/**
 * The values after choosing another sender type: an SMTP type fills its usual port while the port
 * is empty or still holds a usual SMTP port; a port the user typed is kept.
 */
export function withSenderType(values: SenderFormValues, type: SenderType): SenderFormValues {
  if (type !== 'SMTP' && type !== 'SMTP_SSL') return { ...values, type };
  const usualPorts = Object.values(DEFAULT_SMTP_PORTS).map(String);
  const port =
    values.port.trim() === '' || usualPorts.includes(values.port.trim()) ? String(DEFAULT_SMTP_PORTS[type]) : values.port;
  return { ...values, type, port };
}

/** A typed whole number for the schema: undefined when blank, NaN when not a whole number (the schema names the field). */
export function wholeNumberOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * The IMAP settings as typed, or undefined when both fields are blank (the server derived from the
 * SMTP host is used). A blank port is 993; port 143 is STARTTLS, any other TLS from the start.
 */
function imapInputOf(values: SenderFormValues): Record<string, unknown> | undefined {
  const host = (values.imapHost ?? '').trim();
  const port = wholeNumberOf(values.imapPort ?? '');
  if (host === '' && port === undefined) return undefined;
  const imapPort = port ?? DEFAULT_IMAP_PORT;
  return { host, port: imapPort, secure: imapPort !== STARTTLS_IMAP_PORT };
}

/**
 * The form as the API's create input (before checking): a blank daily limit and time zone left out;
 * `alreadyWarmedUp` only when the rep answered yes for a type that asks it;
 * SMTP settings and the password only for SMTP types (`secure` for SMTP_SSL), IMAP settings only when
 * typed; an empty password left out.
 */
export function toSenderInput(values: SenderFormValues): Record<string, unknown> {
  const dailyLimit = wholeNumberOf(values.dailyLimit ?? '');
  const base = {
    senderName: values.senderName,
    senderEmail: values.senderEmail,
    type: values.type === '' ? undefined : values.type,
    ...(dailyLimit === undefined ? {} : { dailyLimit }),
    ...(values.timeZone === undefined || values.timeZone === '' ? {} : { timeZone: values.timeZone }),
    ...(values.alreadyWarmedUp === true && asksWarmUp(values.type) ? { alreadyWarmedUp: true } : {}),
    ...(values.signatureId === undefined || values.signatureId === '' ? {} : { signatureId: values.signatureId }),
  };
  if (!usesSmtp(values.type)) return base;
  return {
    ...base,
    smtp: {
      host: values.host,
      port: wholeNumberOf(values.port),
      username: values.username,
      secure: values.type === 'SMTP_SSL',
    },
    ...(imapInputOf(values) === undefined ? {} : { imap: imapInputOf(values) }),
    ...(values.password === '' ? {} : { password: values.password }),
  };
}

/** A checked sender form: the body to send, or the messages to show. */
type SenderFormCheck<Field extends string = string> =
  | { readonly ok: true; readonly input: CreateEmailSenderConfigInput }
  | { readonly ok: false; readonly errors: FieldErrorMap<Field> };

/**
 * Checks the form with the shared create schema the server uses. The messages are by dotted path
 * (`senderEmail`, `smtp.host`, `password`), or with `fieldOf` by the form's own fields. The password
 * is asked for every save of an SMTP sender: the API never answers it, so it is typed again.
 */
export function checkSenderForm(values: SenderFormValues): SenderFormCheck;
export function checkSenderForm<Field extends string>(
  values: SenderFormValues,
  fieldOf: (path: string) => Field | undefined,
): SenderFormCheck<Field>;
export function checkSenderForm(
  values: SenderFormValues,
  fieldOf: (path: string) => string | undefined = (path) => path,
): SenderFormCheck {
  const parsed = CreateEmailSenderConfigInputSchema.safeParse(toSenderInput(values));
  if (parsed.success) return { ok: true, input: parsed.data };
  // the schema asks for the password only once the other fields pass: name it with the others
  const missingPassword: FormIssue[] =
    usesSmtp(values.type) && values.password === '' ? [{ path: 'password', message: SMTP_PASSWORD_REQUIRED_MESSAGE }] : [];
  return { ok: false, errors: fieldErrorMap([...parsed.error.issues, ...missingPassword], fieldOf) };
}

/** The edit form of a saved sender: its name and its own settings (the mailbox is set on the Add sender page). */
export function senderEditValuesOf(sender: EmailSenderConfig): SenderFormValues {
  return {
    ...EMPTY_SENDER_VALUES,
    type: sender.type,
    senderName: sender.senderName,
    senderEmail: sender.senderEmail,
    dailyLimit: sender.dailyLimit === undefined ? '' : String(sender.dailyLimit),
    signatureId: sender.signatureId ?? '',
    timeZone: sender.timeZone ?? '',
  };
}

/** A setting as the update sends it: its value, null to clear a stored one the rep emptied, or nothing. */
function settingChange<Name extends string>(name: Name, value: unknown, stored: unknown) {
  if (value !== undefined) return { [name]: value };
  return stored === undefined ? {} : { [name]: null };
}

const blankToUndefined = (text: string | undefined) => (text === undefined || text.trim() === '' ? undefined : text);

/**
 * The edit form as the API's update input (before checking): the name, and each setting as chosen;
 * a setting the rep emptied is sent as null, which clears the stored one (no daily limit of its own,
 * no signature, the instance's time zone).
 */
export function toSenderUpdate(values: SenderFormValues, stored: EmailSenderConfig): Record<string, unknown> {
  return {
    senderName: values.senderName,
    ...settingChange('dailyLimit', wholeNumberOf(values.dailyLimit ?? ''), stored.dailyLimit),
    ...settingChange('signatureId', blankToUndefined(values.signatureId), stored.signatureId),
    ...settingChange('timeZone', blankToUndefined(values.timeZone), stored.timeZone),
  };
}

/** A checked edit form: the changes to send, or the messages to show. */
type SenderEditCheck =
  { readonly ok: true; readonly input: Record<string, unknown> } | { readonly ok: false; readonly errors: SenderFieldErrors };

/**
 * Checks the edit form with the shared update schema the server uses; the messages are by field.
 * The input goes as built (its nulls clear settings), the server checks it again.
 */
export function checkSenderEdit(values: SenderFormValues, stored: EmailSenderConfig): SenderEditCheck {
  const input = toSenderUpdate(values, stored);
  const parsed = UpdateEmailSenderConfigInputSchema.safeParse(input);
  if (parsed.success) return { ok: true, input };
  return { ok: false, errors: fieldErrorMap(parsed.error.issues, (path) => senderFieldOf(path) ?? 'senderName') };
}
