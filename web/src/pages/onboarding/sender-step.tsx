import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Tiles from '@cloudscape-design/components/tiles';
import { useState } from 'react';

import { SENDER_TYPES, SenderTypeSchema } from '../../../../shared/domain/sender';
import type { CreateEmailSenderConfigInput } from '../../../../shared/schemas/email-sender-config';
import { isSmtpSenderType } from '../../../../shared/schemas/email-sender-config';
import { errorMessage } from '../../api/error-message';
import { ImapHostField, ImapPortField } from '../../components/sender-form/imap-fields';
import { WarmUpQuestion } from '../../components/sender-form/warm-up-question';
import {
  checkSender,
  ONBOARDING_SENDER_TYPES,
  sameValues,
  type FieldErrors,
  type SenderField,
  type SenderFormValues,
  withSenderType,
} from './form-values';
import { ONBOARDING_STRINGS as S, SENDER_TYPE_TEXT } from './strings';

/** The answer of a connection check, kept with the values it was made for. */
type ConnectionCheck =
  | { readonly state: 'checking'; readonly values: SenderFormValues }
  | { readonly state: 'done'; readonly values: SenderFormValues; readonly valid: boolean; readonly message?: string | undefined }
  | { readonly state: 'failed'; readonly values: SenderFormValues; readonly message: string };

interface SenderStepProps {
  readonly values: SenderFormValues;
  readonly errors: FieldErrors<SenderField>;
  /** an SMTP sender is stored already: its password is not shown, so changes need it again */
  readonly stored: boolean;
  readonly onChange: (values: SenderFormValues, changed: SenderField) => void;
  readonly onErrors: (errors: FieldErrors<SenderField>) => void;
  readonly checkConnection: (input: CreateEmailSenderConfigInput) => Promise<{ valid: boolean; message?: string | undefined }>;
}

const SELECTABLE: readonly string[] = ONBOARDING_SENDER_TYPES;

/** Step 2: who emails are sent from, and how they leave. */
export function SenderStep({ values, errors, stored, onChange, onErrors, checkConnection }: SenderStepProps) {
  const [check, setCheck] = useState<ConnectionCheck | undefined>();
  const smtp = values.type !== '' && isSmtpSenderType(values.type);
  const set = (field: SenderField, value: string) => onChange({ ...values, [field]: value }, field);

  const runCheck = async () => {
    const checked = checkSender(values);
    if (!checked.ok) {
      onErrors(checked.errors);
      return;
    }
    const checkedValues = values;
    setCheck({ state: 'checking', values: checkedValues });
    try {
      const answer = await checkConnection(checked.input);
      setCheck({ state: 'done', values: checkedValues, valid: answer.valid, message: answer.message });
    } catch (error) {
      setCheck({ state: 'failed', values: checkedValues, message: errorMessage(error) });
    }
  };
  // a check says something only about the values it was made with
  const current = check !== undefined && sameValues(check.values, values) ? check : undefined;

  return (
    <SpaceBetween size="l">
      <ColumnLayout columns={2}>
        <FormField label={S.senderName} description={S.senderNameHint} errorText={errors.senderName} stretch>
          <Input
            value={values.senderName}
            placeholder={S.senderNamePlaceholder}
            autoComplete="name"
            ariaRequired
            onChange={({ detail }) => set('senderName', detail.value)}
          />
        </FormField>
        <FormField label={S.senderEmail} description={S.senderEmailHint} errorText={errors.senderEmail} stretch>
          <Input
            type="email"
            inputMode="email"
            value={values.senderEmail}
            placeholder={S.senderEmailPlaceholder}
            autoComplete="email"
            ariaRequired
            onChange={({ detail }) => set('senderEmail', detail.value)}
          />
        </FormField>
      </ColumnLayout>
      <FormField label={S.senderType} description={S.senderTypeHint} errorText={errors.type} stretch>
        <Tiles
          value={values.type === '' ? null : values.type}
          columns={3}
          ariaRequired
          items={SENDER_TYPES.map((type) => ({
            value: type,
            label: SENDER_TYPE_TEXT[type].label,
            description: SENDER_TYPE_TEXT[type].description,
            disabled: !SELECTABLE.includes(type),
          }))}
          onChange={({ detail }) => {
            const type = SenderTypeSchema.safeParse(detail.value);
            if (type.success) onChange(withSenderType(values, type.data), 'type');
          }}
        />
      </FormField>
      {smtp && (
        <SpaceBetween size="m">
          <Box variant="h3">{S.smtpHeader}</Box>
          <ColumnLayout columns={2}>
            <FormField label={S.host} errorText={errors.host} stretch>
              <Input
                value={values.host}
                placeholder={S.hostPlaceholder}
                autoComplete="off"
                ariaRequired
                onChange={({ detail }) => set('host', detail.value)}
              />
            </FormField>
            <FormField label={S.port} description={S.portHint} errorText={errors.port} stretch>
              <Input
                value={values.port}
                inputMode="numeric"
                autoComplete="off"
                ariaRequired
                onChange={({ detail }) => set('port', detail.value)}
              />
            </FormField>
            <ImapHostField
              value={values.imapHost}
              errorText={errors.imapHost}
              onChange={(value) => set('imapHost', value)}
              stretch
            />
            <ImapPortField
              value={values.imapPort}
              errorText={errors.imapPort}
              onChange={(value) => set('imapPort', value)}
              stretch
            />
            <FormField label={S.username} description={S.usernameHint} errorText={errors.username} stretch>
              <Input
                value={values.username}
                autoComplete="off"
                ariaRequired
                onChange={({ detail }) => set('username', detail.value)}
              />
            </FormField>
            <FormField
              label={S.password}
              description={stored ? S.passwordAgainHint : S.passwordHint}
              errorText={errors.password}
              stretch
            >
              <Input
                type="password"
                value={values.password}
                autoComplete="new-password"
                ariaRequired
                onChange={({ detail }) => set('password', detail.value)}
              />
            </FormField>
          </ColumnLayout>
          <WarmUpQuestion
            value={values.alreadyWarmedUp}
            errorText={errors.alreadyWarmedUp}
            onChange={(alreadyWarmedUp) => onChange({ ...values, alreadyWarmedUp }, 'alreadyWarmedUp')}
          />
          <SpaceBetween size="s" direction="horizontal" alignItems="center">
            <Button onClick={() => void runCheck()} loading={current?.state === 'checking'} loadingText={S.checkingConnection}>
              {S.checkConnection}
            </Button>
            <div aria-live="polite">
              {current?.state === 'done' &&
                (current.valid ? (
                  <StatusIndicator type="success">{current.message ?? S.connectionWorks}</StatusIndicator>
                ) : (
                  <StatusIndicator type="error">{current.message ?? S.connectionFailed}</StatusIndicator>
                ))}
            </div>
          </SpaceBetween>
          {current?.state === 'failed' && (
            <Alert type="warning" header={S.connectionUnchecked}>
              {current.message}
            </Alert>
          )}
        </SpaceBetween>
      )}
    </SpaceBetween>
  );
}
