import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';

import { SENDER_FORM_STRINGS as S } from './strings';

/** The IMAP settings of a sender form as typed: blank for the server derived from the SMTP host. */
export type ImapField = 'imapHost' | 'imapPort';

interface ImapFieldsProps {
  readonly imapHost: string | undefined;
  readonly imapPort: string | undefined;
  /** each field's message, if any */
  readonly errors: Partial<Record<ImapField, string | undefined>>;
  readonly onChange: (field: ImapField, value: string) => void;
  /** the fields fill their column */
  readonly stretch?: boolean;
}

/**
 * Where an SMTP sender's replies are read (IMAP host and port), both optional: two form fields, for
 * a column layout of the SMTP settings.
 */
export function ImapFields({ imapHost, imapPort, errors, onChange, stretch = false }: ImapFieldsProps) {
  return (
    <>
      <FormField
        label={S.imapHost.label}
        description={S.imapHost.description}
        constraintText={S.imapHost.constraint}
        errorText={errors.imapHost}
        stretch={stretch}
      >
        <Input
          value={imapHost ?? ''}
          placeholder={S.imapHost.placeholder}
          onChange={({ detail }) => onChange('imapHost', detail.value)}
        />
      </FormField>
      <FormField
        label={S.imapPort.label}
        description={S.imapPort.description}
        constraintText={S.imapPort.constraint}
        errorText={errors.imapPort}
        stretch={stretch}
      >
        <Input
          type="number"
          inputMode="numeric"
          value={imapPort ?? ''}
          onChange={({ detail }) => onChange('imapPort', detail.value)}
        />
      </FormField>
    </>
  );
}
