import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState, type FormEvent } from 'react';

import { CodeField } from '../../../components/forms/code-field';
import { useAlerts } from '../../../app/app-services';
import { totpCodeFailure, totpCodeProblem } from '../../../auth/sign-in';
import { SECURITY_STRINGS as S } from './strings';
import { useTurnOffTotp } from './use-totp';

/**
 * TOTP is on: the status, and turning it off with the password and a current code, which the identity
 * provider checks through a sign-in of their own (web/src/auth/mfa.ts).
 */
export function TurnOffTotpForm({ email }: { email: string }) {
  const alerts = useAlerts();
  const turnOff = useTurnOffTotp();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<{ field: 'password' | 'code'; message: string } | undefined>(undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const codeProblem = totpCodeProblem(code);
    if (password === '') setProblem({ field: 'password', message: S.missingPassword });
    else if (codeProblem !== undefined) setProblem({ field: 'code', message: codeProblem });
    else if (!turnOff.isPending) {
      setProblem(undefined);
      turnOff.mutate(
        { email, password, code: code.trim() },
        {
          onError: (error) => {
            const message = totpCodeFailure(error);
            if (message === undefined) alerts.reportError(error);
            else setProblem({ field: 'code', message });
            setCode('');
          },
        },
      );
    }
  };

  return (
    <SpaceBetween size="m">
      <StatusIndicator type="success">{S.on}</StatusIndicator>
      <form onSubmit={submit} noValidate>
        <Form
          header={
            <Header variant="h3" description={S.turnOffDescription}>
              {S.turnOffHeader}
            </Header>
          }
          actions={
            <Button formAction="submit" loading={turnOff.isPending}>
              {S.turnOff}
            </Button>
          }
        >
          <SpaceBetween size="m">
            <FormField label={S.password} errorText={problem?.field === 'password' ? problem.message : undefined}>
              <Input
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={({ detail }) => setPassword(detail.value)}
              />
            </FormField>
            <CodeField
              label={S.currentCode}
              errorText={problem?.field === 'code' ? problem.message : undefined}
              value={code}
              onChange={setCode}
            />
          </SpaceBetween>
        </Form>
      </form>
    </SpaceBetween>
  );
}
