import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { AUTH_MESSAGES } from '../../../../../shared/domain/messages';
import { CodeField } from '../../../components/forms/code-field';
import { useAlerts } from '../../../app/app-services';
import { confirmAccount, resendConfirmationCode } from '../../../auth/sign-up';
import { REGISTER_STRINGS } from './strings';

/** Refusals of a code that belong under the code field; anything else is an alert. */
const CODE_REFUSALS = new Set(['CodeMismatchException', 'ExpiredCodeException', 'LimitExceededException']);

/** The second step of the registration: the code the user pool sent to the address, or a new one. */
export function ConfirmCodeForm({ email, onConfirmed }: { email: string; onConfirmed: () => void }) {
  const alerts = useAlerts();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [resent, setResent] = useState(false);
  const onError = (failure: Error) => {
    if (CODE_REFUSALS.has(failure.name)) setError(failure.message);
    else alerts.reportError(failure);
  };
  const confirm = useMutation({ mutationFn: (value: string) => confirmAccount(email, value), onSuccess: onConfirmed, onError });
  const resend = useMutation({
    mutationFn: () => resendConfirmationCode(email),
    onSuccess: () => {
      setResent(true);
      setError(undefined);
    },
    onError,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = code.trim();
    setError(value === '' ? AUTH_MESSAGES.emptyConfirmationCode : undefined);
    if (value !== '' && !confirm.isPending) confirm.mutate(value);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Form
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" loading={resend.isPending} onClick={() => resend.mutate()}>
              {REGISTER_STRINGS.resend}
            </Button>
            <Button variant="primary" formAction="submit" loading={confirm.isPending}>
              {REGISTER_STRINGS.confirm}
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="m">
          <Box variant="p">{REGISTER_STRINGS.confirmText(email)}</Box>
          {resent ? <Box variant="p">{REGISTER_STRINGS.resent(email)}</Box> : null}
          <CodeField label={REGISTER_STRINGS.code} errorText={error} value={code} onChange={setCode} autoFocus />
        </SpaceBetween>
      </Form>
    </form>
  );
}
