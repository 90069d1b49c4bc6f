import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { userRoutes } from '../../../../../shared/api/routes/user';
import { TRIAL_DAYS } from '../../../../../shared/domain/trial';
import { RegisterUserInputSchema, type RegisterUserInput } from '../../../../../shared/schemas/user';
import { useApiClient } from '../../../api/api-client-context';
import { useAlerts } from '../../../app/app-services';
import { PATHS } from '../../../app/paths';
import { fieldErrorMap, fieldOfPath } from '../../../components/forms/field-errors';
import { useFollow } from '../../../components/use-follow';
import { registrationOf, type RegistrationField as Field } from './registration';

const FIELDS: readonly {
  readonly id: Field;
  readonly label: string;
  readonly optional: boolean;
  readonly autoComplete: string;
}[] = [
  { id: 'firstName', label: 'First name', optional: false, autoComplete: 'given-name' },
  { id: 'lastName', label: 'Last name', optional: true, autoComplete: 'family-name' },
  { id: 'email', label: 'Work email', optional: false, autoComplete: 'email' },
  { id: 'companyName', label: 'Company name', optional: true, autoComplete: 'organization' },
];

export const REGISTER_STRINGS = {
  header: 'Create your account',
  description: `Start a ${TRIAL_DAYS}-day free trial. No card needed.`,
  optional: 'optional',
  submit: 'Register',
  done: 'Your details are saved',
  doneText: (email: string) =>
    `Sign in with ${email} to finish: your first sign-in creates your account and your own instance, with its ${TRIAL_DAYS}-day free trial.`,
  signIn: 'Sign in',
  haveAccount: 'Already have an account?',
} as const;

const EMPTY: Record<Field, string> = { email: '', firstName: '', lastName: '', companyName: '' };
const FIELD_IDS = FIELDS.map((field) => field.id);

/** `/register` and `/account/register`: registration details for a new account (public). */
export function RegisterPage() {
  const client = useApiClient();
  const alerts = useAlerts();
  const follow = useFollow();
  const [values, setValues] = useState<Record<Field, string>>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const register = useMutation({
    mutationFn: async (input: RegisterUserInput) => (await client.call(userRoutes.register, { body: input })).data,
    onError: (error) => alerts.reportError(error),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = RegisterUserInputSchema.safeParse(registrationOf(values));
    if (!parsed.success) {
      setErrors(fieldErrorMap(parsed.error.issues, (path) => fieldOfPath(path, FIELD_IDS)));
      return;
    }
    setErrors({});
    register.mutate(parsed.data);
  };

  if (register.isSuccess) {
    return (
      <Container header={<Header variant="h1">{REGISTER_STRINGS.done}</Header>}>
        <SpaceBetween size="m">
          <Box variant="p">{REGISTER_STRINGS.doneText(register.variables.email)}</Box>
          <Button variant="primary" href={PATHS.login} onFollow={follow}>
            {REGISTER_STRINGS.signIn}
          </Button>
        </SpaceBetween>
      </Container>
    );
  }

  return (
    <Container
      header={
        <Header variant="h1" description={REGISTER_STRINGS.description}>
          {REGISTER_STRINGS.header}
        </Header>
      }
    >
      <form onSubmit={submit} noValidate>
        <Form
          actions={
            <Button variant="primary" formAction="submit" loading={register.isPending}>
              {REGISTER_STRINGS.submit}
            </Button>
          }
          secondaryActions={
            <Box variant="small">
              {REGISTER_STRINGS.haveAccount}{' '}
              <Link href={PATHS.login} onFollow={follow} fontSize="body-s">
                {REGISTER_STRINGS.signIn}
              </Link>
            </Box>
          }
        >
          <SpaceBetween size="m">
            {FIELDS.map((field) => (
              <FormField
                key={field.id}
                label={field.label}
                info={field.optional ? <i>{REGISTER_STRINGS.optional}</i> : undefined}
                errorText={errors[field.id]}
              >
                <Input
                  type={field.id === 'email' ? 'email' : 'text'}
                  autoComplete={field.autoComplete}
                  value={values[field.id]}
                  onChange={({ detail }) => setValues((previous) => ({ ...previous, [field.id]: detail.value }))}
                />
              </FormField>
            ))}
          </SpaceBetween>
        </Form>
      </form>
    </Container>
  );
}
