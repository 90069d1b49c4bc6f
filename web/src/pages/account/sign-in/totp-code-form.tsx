import Form from '@cloudscape-design/components/form';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { MFA_MESSAGES } from '../../../../../shared/domain/messages';
import { FormActions } from '../../../components/forms/form-actions';
import { CodeField } from '../../../components/forms/code-field';
import { useAlerts } from '../../../app/app-services';
import { confirmSignInWithTotp, totpCodeFailure, totpCodeProblem } from '../../../auth/sign-in';
import { SIGN_IN_STRINGS } from './strings';

export interface TotpCodeFormProps {
  /** when the password step answered with the TOTP challenge (ms since the epoch) */
  readonly challengeStartedAt: number;
  readonly onSignedIn: () => Promise<void>;
  /** back to the email and password, e.g. once the challenge has expired */
  readonly onRestart: () => void;
}

/**
 * The second sign-in step of an account with TOTP on: the authenticator code. A wrong or expired code
 * says so under the field; an expired sign-in goes back to the password step.
 */
export function TotpCodeForm({ challengeStartedAt, onSignedIn, onRestart }: TotpCodeFormProps) {
  const alerts = useAlerts();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const confirm = useMutation({
    mutationFn: async (value: string) => {
      const outcome = await confirmSignInWithTotp(value, challengeStartedAt);
      if (!outcome.signedIn) throw new Error(SIGN_IN_STRINGS.unsupportedStep(outcome.nextStep));
      await onSignedIn();
    },
    onError: (error) => {
      const message = totpCodeFailure(error);
      if (message === undefined) {
        alerts.reportError(error);
      } else if (message === MFA_MESSAGES.sessionExpired) {
        alerts.add({ type: 'danger', message });
        onRestart();
      } else {
        setProblem(message);
        setCode('');
      }
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = totpCodeProblem(code);
    setProblem(invalid);
    if (invalid === undefined && !confirm.isPending) confirm.mutate(code.trim());
  };

  return (
    <form onSubmit={submit} noValidate>
      <Form
        actions={
          <FormActions
            cancel={SIGN_IN_STRINGS.totpBack}
            save={SIGN_IN_STRINGS.totpSubmit}
            saving={confirm.isPending}
            onCancel={onRestart}
          />
        }
      >
        <CodeField
          label={SIGN_IN_STRINGS.totpCode}
          description={SIGN_IN_STRINGS.totpDescription}
          errorText={problem}
          value={code}
          onChange={setCode}
          autoFocus
        />
      </Form>
    </form>
  );
}
