import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';

import { SENDER_TYPES } from '../../../../shared/domain/sender';
import type { CreateEmailSenderConfigInput } from '../../../../shared/schemas/email-sender-config';
import { errorMessage } from '../../api/error-message';
import { SenderForm } from '../../components/sender-form/sender-form';
import {
  checkSender,
  ONBOARDING_SENDER_TYPES,
  sameValues,
  type FieldErrors,
  type SenderField,
  type SenderFormValues,
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

/** The kinds of mailbox of step 2: Google and Microsoft are shown, to connect from Senders later. */
const TYPE_TILES = SENDER_TYPES.map((type) => ({
  value: type,
  label: SENDER_TYPE_TEXT[type].label,
  description: SENDER_TYPE_TEXT[type].description,
  disabled: !SELECTABLE.includes(type),
}));

/** 'Check connection' and what the check answered for the values shown. */
function ConnectionCheckLine({ current, run }: { current: ConnectionCheck | undefined; run: () => void }) {
  return (
    <>
      <SpaceBetween size="s" direction="horizontal" alignItems="center">
        <Button onClick={run} loading={current?.state === 'checking'} loadingText={S.checkingConnection}>
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
    </>
  );
}

/** Step 2: who emails are sent from, and how they leave: the sender form, with a connection check for SMTP. */
export function SenderStep({ values, errors, stored, onChange, onErrors, checkConnection }: SenderStepProps) {
  const [check, setCheck] = useState<ConnectionCheck | undefined>();

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
    <SenderForm
      values={values}
      errors={errors}
      onChange={onChange}
      mailbox
      types={TYPE_TILES}
      passwordAgain={stored}
      smtpFooter={<ConnectionCheckLine current={current} run={() => void runCheck()} />}
    />
  );
}
