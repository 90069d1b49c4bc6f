import type { SenderType } from '../../../../shared/domain/sender';
import {
  CreateEmailSenderConfigInputSchema,
  SMTP_PASSWORD_REQUIRED_MESSAGE,
  isSmtpSenderType,
  type CreateEmailSenderConfigInput,
} from '../../../../shared/schemas/email-sender-config';
import { fieldErrorMap, type FieldErrorMap } from '../../components/forms/field-errors';

/** What the add-sender form holds, as typed. */
export interface SenderFormValues {
  readonly type: SenderType;
  readonly senderName: string;
  readonly senderEmail: string;
  readonly dailyLimit: string;
  readonly host: string;
  readonly port: string;
  readonly username: string;
  readonly password: string;
}

/** The usual port of each SMTP type. */
export const DEFAULT_PORTS: Readonly<Partial<Record<SenderType, string>>> = { SMTP: '587', SMTP_SSL: '465' };

export const INITIAL_VALUES: SenderFormValues = {
  type: 'SMTP',
  senderName: '',
  senderEmail: '',
  dailyLimit: '',
  host: '',
  port: DEFAULT_PORTS.SMTP ?? '',
  username: '',
  password: '',
};

/**
 * A new type; an SMTP type fills its usual port while the port is empty or still holds a usual
 * SMTP port (also one left over from before a type without SMTP settings).
 */
export function withType(values: SenderFormValues, type: SenderType): SenderFormValues {
  const usual = DEFAULT_PORTS[type];
  if (usual === undefined) return { ...values, type };
  const port = values.port.trim();
  const followsType = port === '' || Object.values(DEFAULT_PORTS).includes(port);
  return { ...values, type, port: followsType ? usual : values.port };
}

function numberOrText(text: string): number | string {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** The create (and validate) body of the form's values: SMTP settings only for SMTP types. */
export function toSenderInput(values: SenderFormValues): Record<string, unknown> {
  return {
    senderEmail: values.senderEmail,
    senderName: values.senderName,
    type: values.type,
    ...(values.dailyLimit.trim() === '' ? {} : { dailyLimit: numberOrText(values.dailyLimit) }),
    ...(isSmtpSenderType(values.type)
      ? {
          smtp: {
            host: values.host,
            port: values.port.trim() === '' ? undefined : numberOrText(values.port),
            username: values.username,
            secure: values.type === 'SMTP_SSL',
          },
          ...(values.password === '' ? {} : { password: values.password }),
        }
      : {}),
  };
}

/** Field messages by dotted path (`senderEmail`, `smtp.host`, `password`). */
export type SenderFormErrors = FieldErrorMap;

/** Checks the form with the shared schema the server uses: the body to send, or the field messages. */
export function checkSenderForm(
  values: SenderFormValues,
):
  | { readonly ok: true; readonly input: CreateEmailSenderConfigInput }
  | { readonly ok: false; readonly errors: SenderFormErrors } {
  const parsed = CreateEmailSenderConfigInputSchema.safeParse(toSenderInput(values));
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors = fieldErrorMap(parsed.error.issues);
  // the schema checks the password only once the other fields parse: name it at once
  const missingPassword = isSmtpSenderType(values.type) && values.password === '';
  return { ok: false, errors: missingPassword ? { password: SMTP_PASSWORD_REQUIRED_MESSAGE, ...errors } : errors };
}
