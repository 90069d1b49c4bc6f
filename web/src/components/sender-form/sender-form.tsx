import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tiles, { type TilesProps } from '@cloudscape-design/components/tiles';
import type { ReactNode } from 'react';

import { SenderTypeSchema } from '../../../../shared/domain/sender';
import { timeZoneLabel } from '../../app/time-zones';
import { NO_FORM_ERRORS } from '../resource-page/field-errors';
import { ResourceField } from '../resource-page/resource-field';
import { TimeZoneSelect } from '../time-zone-select';
import { ImapHostField, ImapPortField } from './imap-fields';
import {
  asksWarmUp,
  usesSmtp,
  withSenderType,
  type SenderField,
  type SenderFieldErrors,
  type SenderFormValues,
} from './sender-form-model';
import { SIGNATURE_FIELD } from './signature-field';
import { SENDER_FORM_STRINGS as S } from './strings';
import { WarmUpQuestion } from './warm-up-question';

interface SenderFormProps {
  readonly values: SenderFormValues;
  readonly errors: SenderFieldErrors;
  readonly onChange: (values: SenderFormValues, changed: SenderField) => void;
  /**
   * The mailbox itself (its address, kind and server), asked when a sender is added; a saved sender's
   * edit form changes only its name and settings.
   */
  readonly mailbox: boolean;
  /** the kinds of mailbox offered (what each means, which can be chosen here); the kind is asked when given */
  readonly types?: readonly TilesProps.TilesDefinition[];
  /** asks the sender's own daily limit, signature and time zone; the instance's zone is the default one */
  readonly settings?: { readonly instanceZone: string };
  /** shown in place of the sender's fields while a kind that signs in (Google, Microsoft) is chosen */
  readonly signIn?: ReactNode;
  /** a stored SMTP sender: its password is never shown, so a change needs it again */
  readonly passwordAgain?: boolean;
  /** after the SMTP settings (the connection check) */
  readonly smtpFooter?: ReactNode;
  /** sections in containers (a page of its own), or headed in place (a wizard step, a modal) */
  readonly variant?: 'page' | 'embedded';
}

type Props = SenderFormProps;

/** A part of the form: a container on a page of its own, a heading (if any) and its fields in place otherwise. */
function Section({ variant, title, children }: { variant: Props['variant']; title?: string; children: ReactNode }) {
  const fields = <SpaceBetween size="m">{children}</SpaceBetween>;
  if (variant === 'page') return <Container header={title && <Header variant="h2">{title}</Header>}>{fields}</Container>;
  return (
    <SpaceBetween size="m">
      {title !== undefined && <Box variant="h3">{title}</Box>}
      {fields}
    </SpaceBetween>
  );
}

/** A text field of the form: its label, hint and message from the form's strings. */
function TextField(props: {
  readonly field: 'senderName' | 'senderEmail' | 'dailyLimit' | 'host' | 'port' | 'username' | 'password';
  readonly text: {
    readonly label: string;
    readonly description: string;
    readonly placeholder?: string;
    readonly constraint?: string;
  };
  readonly form: Props;
  readonly input?: Partial<{ type: 'email' | 'number' | 'password'; inputMode: 'email' | 'numeric'; autoComplete: string }>;
  readonly required?: boolean;
  readonly description?: string;
}) {
  const { field, text, form, input = {}, required = false } = props;
  return (
    <FormField
      label={text.label}
      description={props.description ?? text.description}
      constraintText={text.constraint}
      errorText={form.errors[field]}
      stretch
    >
      <Input
        value={form.values[field] ?? ''}
        placeholder={text.placeholder}
        ariaRequired={required}
        {...input}
        onChange={({ detail }) => form.onChange({ ...form.values, [field]: detail.value }, field)}
      />
    </FormField>
  );
}

/** The sender's own settings: daily limit, signature and time zone. */
function SettingsFields({ form, instanceZone }: { form: Props; instanceZone: string }) {
  const { values, errors, onChange } = form;
  return (
    <>
      <TextField field="dailyLimit" text={S.dailyLimit} form={form} input={{ type: 'number', inputMode: 'numeric' }} />
      <ResourceField
        field={SIGNATURE_FIELD}
        values={{ signatureId: values.signatureId ?? '' }}
        errors={{ ...NO_FORM_ERRORS, fields: errors.signatureId === undefined ? {} : { signatureId: errors.signatureId } }}
        disabled={false}
        onChange={(_name, value) => onChange({ ...values, signatureId: typeof value === 'string' ? value : '' }, 'signatureId')}
      />
      <FormField label={S.timeZone.label} description={S.timeZone.description} errorText={errors.timeZone} stretch>
        <TimeZoneSelect
          value={values.timeZone ?? ''}
          notSetLabel={S.timeZone.sameAsInstance(timeZoneLabel(instanceZone))}
          invalid={errors.timeZone !== undefined}
          onChange={(timeZone) => onChange({ ...values, timeZone }, 'timeZone')}
        />
      </FormField>
    </>
  );
}

/** Where an SMTP sender's emails leave and its replies are read, with the account that signs in. */
function SmtpFields({ form }: { form: Props }) {
  const { values, errors, onChange } = form;
  return (
    <ColumnLayout columns={2}>
      <TextField field="host" text={S.host} form={form} input={{ autoComplete: 'off' }} required />
      <TextField field="port" text={S.port} form={form} input={{ type: 'number', inputMode: 'numeric' }} required />
      <ImapHostField
        value={values.imapHost}
        errorText={errors.imapHost}
        onChange={(v) => onChange({ ...values, imapHost: v }, 'imapHost')}
        stretch
      />
      <ImapPortField
        value={values.imapPort}
        errorText={errors.imapPort}
        onChange={(v) => onChange({ ...values, imapPort: v }, 'imapPort')}
        stretch
      />
      <TextField field="username" text={S.username} form={form} input={{ autoComplete: 'username' }} required />
      <TextField
        field="password"
        text={S.password}
        description={form.passwordAgain === true ? S.password.again : S.password.description}
        form={form}
        input={{ type: 'password', autoComplete: 'new-password' }}
        required
      />
    </ColumnLayout>
  );
}

/** The kinds of mailbox, as tiles; a new kind fills its usual SMTP port. */
function TypeField({ form, types }: { form: Props; types: readonly TilesProps.TilesDefinition[] }) {
  const { values, errors, onChange } = form;
  return (
    <FormField label={S.type.label} description={S.type.description} errorText={errors.type} stretch>
      <Tiles
        value={values.type === '' ? null : values.type}
        columns={3}
        ariaRequired
        items={types}
        onChange={({ detail }) => {
          const type = SenderTypeSchema.safeParse(detail.value);
          if (type.success) onChange(withSenderType(values, type.data), 'type');
        }}
      />
    </FormField>
  );
}

/**
 * The sender form: the kind of mailbox, who sends (name and address), the sender's own settings,
 * whether the mailbox needs a warm-up, and an SMTP sender's server and account. The Add sender
 * page, the sender step of onboarding and the edit form of a saved sender each ask the parts they
 * need; the checks and what is sent are `sender-form-model`'s.
 */
export function SenderForm(form: Props) {
  const { values, variant = 'embedded', mailbox, types, settings, signIn } = form;
  const warmUp = mailbox && asksWarmUp(values.type) && (
    <WarmUpQuestion
      value={values.alreadyWarmedUp}
      errorText={form.errors.alreadyWarmedUp}
      onChange={(alreadyWarmedUp) => form.onChange({ ...values, alreadyWarmedUp }, 'alreadyWarmedUp')}
    />
  );
  return (
    <SpaceBetween size="l">
      {types !== undefined && (
        <Section variant={variant} title={variant === 'page' ? S.typeHeader : undefined}>
          <TypeField form={form} types={types} />
        </Section>
      )}
      {signIn ?? (
        <Section variant={variant} title={variant === 'page' ? S.senderHeader : undefined}>
          <SpaceBetween size="l">
            <ColumnLayout columns={2}>
              <TextField field="senderName" text={S.senderName} form={form} input={{ autoComplete: 'name' }} required />
              {mailbox && (
                <TextField
                  field="senderEmail"
                  text={S.senderEmail}
                  form={form}
                  input={{ type: 'email', inputMode: 'email', autoComplete: 'email' }}
                  required
                />
              )}
              {settings !== undefined && <SettingsFields form={form} instanceZone={settings.instanceZone} />}
            </ColumnLayout>
            {warmUp}
          </SpaceBetween>
        </Section>
      )}
      {mailbox && usesSmtp(values.type) && (
        <Section variant={variant} title={S.smtpHeader}>
          <SmtpFields form={form} />
          {form.smtpFooter}
        </Section>
      )}
    </SpaceBetween>
  );
}
