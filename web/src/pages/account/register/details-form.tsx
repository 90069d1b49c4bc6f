import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { userRoutes } from '../../../../../shared/api/routes/user';
import { AUTH_MESSAGES } from '../../../../../shared/domain/messages';
import { meetsPasswordPolicy } from '../../../../../shared/domain/password-policy';
import { RegisterUserInputSchema, type RegisterUserInput } from '../../../../../shared/schemas/user';
import { ApiError } from '../../../api/client';
import { useApiClient } from '../../../api/api-client-context';
import { useAlerts } from '../../../app/app-services';
import { PATHS } from '../../../app/paths';
import { createAccount, type SignUpDetails } from '../../../auth/sign-up';
import { fieldErrorMap, fieldOfPath } from '../../../components/forms/field-errors';
import { useFollow } from '../../../components/use-follow';
import { PasswordRules } from './password-rules';
import { registrationOf, signUpRefusal, type RegistrationField } from './registration';
import { REGISTER_STRINGS } from './strings';

type Field = RegistrationField | 'password';
type Errors = Partial<Record<Field, string>>;

const FIELDS: readonly {
  readonly id: RegistrationField;
  readonly label: string;
  readonly optional: boolean;
  readonly autoComplete: string;
}[] = [
  { id: 'firstName', label: 'First name', optional: false, autoComplete: 'given-name' },
  { id: 'lastName', label: 'Last name', optional: true, autoComplete: 'family-name' },
  { id: 'email', label: 'Work email', optional: false, autoComplete: 'email' },
  { id: 'companyName', label: 'Company name', optional: true, autoComplete: 'organization' },
];
const FIELD_IDS: readonly Field[] = [...FIELDS.map((field) => field.id), 'password'];
const EMPTY: Record<RegistrationField, string> = { email: '', firstName: '', lastName: '', companyName: '' };

/** Where the user pool's refusals of a sign-up belong on the form. */
const REFUSAL_FIELD: Readonly<Record<string, Field>> = {
  UsernameExistsException: 'email',
  UserLambdaValidationException: 'email',
  InvalidPasswordException: 'password',
};

/** The form's problems before anything is sent: the details' schema and the pool's password policy. */
function checkForm(values: Record<RegistrationField, string>, password: string) {
  const parsed = RegisterUserInputSchema.safeParse(registrationOf(values));
  const errors: Errors = parsed.success ? {} : fieldErrorMap(parsed.error.issues, (path) => fieldOfPath(path, FIELD_IDS));
  if (password === '') errors.password = AUTH_MESSAGES.emptyPassword;
  else if (!meetsPasswordPolicy(password)) errors.password = REGISTER_STRINGS.passwordWeak;
  return parsed.success && errors.password === undefined ? { details: parsed.data, errors } : { errors };
}

/**
 * The first step of the registration: the details and the password. The API checks the details
 * (blocked domains) and records nothing; the user pool then creates the account with them.
 */
export function DetailsForm({ onCreated }: { onCreated: (details: SignUpDetails, needsCode: boolean) => void }) {
  const client = useApiClient();
  const alerts = useAlerts();
  const follow = useFollow();
  const [values, setValues] = useState<Record<RegistrationField, string>>(EMPTY);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const create = useMutation({
    mutationFn: async ({ registration, password }: { registration: RegisterUserInput; password: string }) => {
      // the password goes to the user pool only
      await client.call(userRoutes.register, { body: registration });
      const details = { ...registration, password };
      return { details, ...(await createAccount(details)) };
    },
    onSuccess: ({ details, needsCode }) => onCreated(details, needsCode),
    onError: (error) => {
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        setErrors(fieldErrorMap(error.fieldErrors, (path) => fieldOfPath(path, FIELD_IDS)));
        return;
      }
      const refusal = signUpRefusal(error);
      const field = refusal ? REFUSAL_FIELD[refusal.name] : undefined;
      if (refusal && field) setErrors({ [field]: refusal.message });
      else alerts.reportError(error);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkForm(values, password);
    setErrors(checked.errors);
    if (checked.details && !create.isPending) create.mutate({ registration: checked.details, password });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Form
        actions={
          <Button variant="primary" formAction="submit" loading={create.isPending}>
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
          <FormField
            label={REGISTER_STRINGS.password}
            errorText={errors.password}
            constraintText={<PasswordRules password={password} />}
          >
            <Input
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={({ detail }) => setPassword(detail.value)}
            />
          </FormField>
        </SpaceBetween>
      </Form>
    </form>
  );
}
