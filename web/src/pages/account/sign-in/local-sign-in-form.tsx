import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { useAlerts } from '../../../app/app-services';
import { signInWithPassword, TOTP_CODE_STEP } from '../../../auth/sign-in';
import { SIGN_IN_STRINGS } from './strings';
import { TotpCodeForm } from './totp-code-form';

interface Credentials {
  readonly email: string;
  readonly password: string;
}

/** Email and password sign-in against the local user pool; failures show as danger alerts. */
export function LocalSignInForm({ demoEmail, onSignedIn }: { demoEmail: string | undefined; onSignedIn: () => Promise<void> }) {
  const alerts = useAlerts();
  const [email, setEmail] = useState(demoEmail ?? '');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  // set while the account's authenticator code is asked for
  const [totpChallengeAt, setTotpChallengeAt] = useState<number | undefined>(undefined);
  const signIn = useMutation({
    mutationFn: async ({ email, password }: Credentials) => {
      const outcome = await signInWithPassword(email.trim(), password);
      if (!outcome.signedIn && outcome.nextStep === TOTP_CODE_STEP) {
        setTotpChallengeAt(Date.now());
        return;
      }
      if (!outcome.signedIn) throw new Error(SIGN_IN_STRINGS.unsupportedStep(outcome.nextStep));
      await onSignedIn();
    },
    onError: (error) => alerts.reportError(error),
  });

  if (totpChallengeAt !== undefined) {
    return (
      <TotpCodeForm
        challengeStartedAt={totpChallengeAt}
        onSignedIn={onSignedIn}
        onRestart={() => {
          setPassword('');
          setTotpChallengeAt(undefined);
        }}
      />
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const incomplete = email.trim() === '' || password === '';
    setMissing(incomplete);
    if (!incomplete && !signIn.isPending) signIn.mutate({ email, password });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Form
        actions={
          <Button variant="primary" formAction="submit" loading={signIn.isPending}>
            {SIGN_IN_STRINGS.submit}
          </Button>
        }
        errorText={missing ? SIGN_IN_STRINGS.missingFields : undefined}
      >
        <SpaceBetween size="m">
          <FormField label={SIGN_IN_STRINGS.email}>
            <Input
              type="email"
              inputMode="email"
              autoComplete="username"
              value={email}
              onChange={({ detail }) => setEmail(detail.value)}
              autoFocus={demoEmail === undefined}
            />
          </FormField>
          <FormField label={SIGN_IN_STRINGS.password}>
            <Input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={({ detail }) => setPassword(detail.value)}
              autoFocus={demoEmail !== undefined}
            />
          </FormField>
        </SpaceBetween>
      </Form>
    </form>
  );
}
