import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { ERROR_MESSAGES } from '../../../../../shared/domain/messages';
import { useAlerts } from '../../../app/app-services';
import { PATHS } from '../../../app/paths';
import { SESSION_QUERY_KEY } from '../../../app/query-keys';
import { useRuntimeConfig } from '../../../app/runtime-config-context';
import { changePassword, passwordChangeFailure } from '../../../auth/change-password';
import { useSession } from '../../../auth/use-session';

const CHANGE_PASSWORD_STRINGS = {
  header: 'Change password',
  email: 'Email',
  oldPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  submit: 'Change password',
  required: 'Fill in every field.',
  mismatch: 'The new passwords do not match.',
} as const;

type Field = 'email' | 'oldPassword' | 'newPassword' | 'confirmPassword';

/**
 * `/account/change-password` (public): signs in with the current password unless already signed
 * in, changes it, says 'Password changed successfully' and goes to /.
 */
export function ChangePasswordPage() {
  const config = useRuntimeConfig();
  const session = useSession();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedInEmail = session.data?.status === 'active' ? session.data.user.email : undefined;
  const [values, setValues] = useState<Record<Field, string>>({
    email: '',
    oldPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const change = useMutation({
    mutationFn: () =>
      changePassword({
        email: (signedInEmail ?? values.email).trim(),
        oldPassword: values.oldPassword,
        newPassword: values.newPassword,
        signedIn: signedInEmail !== undefined,
        mode: config.mode,
      }),
    onSuccess: async () => {
      alerts.add({ type: 'success', message: ERROR_MESSAGES.passwordChanged, showAfterRedirect: true });
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      await navigate(PATHS.home);
    },
    onError: (error) => alerts.add({ type: 'danger', message: passwordChangeFailure(error) }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = signedInEmail ?? values.email;
    if (email.trim() === '' || values.oldPassword === '' || values.newPassword === '')
      setProblem(CHANGE_PASSWORD_STRINGS.required);
    else if (values.newPassword !== values.confirmPassword) setProblem(CHANGE_PASSWORD_STRINGS.mismatch);
    else {
      setProblem(undefined);
      change.mutate();
    }
  };

  const input = (field: Field, type: 'email' | 'password', autoComplete: string) => (
    <Input
      type={type}
      autoComplete={autoComplete}
      value={field === 'email' && signedInEmail !== undefined ? signedInEmail : values[field]}
      disabled={field === 'email' && signedInEmail !== undefined}
      onChange={({ detail }) => setValues((previous) => ({ ...previous, [field]: detail.value }))}
    />
  );

  return (
    <Container header={<Header variant="h1">{CHANGE_PASSWORD_STRINGS.header}</Header>}>
      <form onSubmit={submit} noValidate>
        <Form
          errorText={problem}
          actions={
            <Button variant="primary" formAction="submit" loading={change.isPending}>
              {CHANGE_PASSWORD_STRINGS.submit}
            </Button>
          }
        >
          <SpaceBetween size="m">
            <FormField label={CHANGE_PASSWORD_STRINGS.email}>{input('email', 'email', 'username')}</FormField>
            <FormField label={CHANGE_PASSWORD_STRINGS.oldPassword}>
              {input('oldPassword', 'password', 'current-password')}
            </FormField>
            <FormField label={CHANGE_PASSWORD_STRINGS.newPassword}>{input('newPassword', 'password', 'new-password')}</FormField>
            <FormField label={CHANGE_PASSWORD_STRINGS.confirmPassword}>
              {input('confirmPassword', 'password', 'new-password')}
            </FormField>
          </SpaceBetween>
        </Form>
      </form>
    </Container>
  );
}
