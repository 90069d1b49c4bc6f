import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';

import { SENDER_FORM_STRINGS as S } from './strings';

interface ImapFieldProps {
  /** as typed; absent or blank when not given */
  readonly value: string | undefined;
  /** the field's message, if any */
  readonly errorText: string | undefined;
  readonly onChange: (value: string) => void;
  /** the field fills its column */
  readonly stretch?: boolean;
}

/*
 * Where an SMTP sender's replies are read, both optional: blank fields leave the server derived from
 * the SMTP host. Two fields, each a cell of the column layout of the SMTP settings.
 */

/** The IMAP host of an SMTP sender form. */
export function ImapHostField({ value, errorText, onChange, stretch = false }: ImapFieldProps) {
  return (
    <FormField
      label={S.imapHost.label}
      description={S.imapHost.description}
      constraintText={S.imapHost.constraint}
      errorText={errorText}
      stretch={stretch}
    >
      <Input value={value ?? ''} placeholder={S.imapHost.placeholder} onChange={({ detail }) => onChange(detail.value)} />
    </FormField>
  );
}

/** The IMAP port of an SMTP sender form: blank for 993. */
export function ImapPortField({ value, errorText, onChange, stretch = false }: ImapFieldProps) {
  return (
    <FormField
      label={S.imapPort.label}
      description={S.imapPort.description}
      constraintText={S.imapPort.constraint}
      errorText={errorText}
      stretch={stretch}
    >
      <Input type="number" inputMode="numeric" value={value ?? ''} onChange={({ detail }) => onChange(detail.value)} />
    </FormField>
  );
}
