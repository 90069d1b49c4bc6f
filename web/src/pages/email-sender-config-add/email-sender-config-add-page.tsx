import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { senderRoutes } from '../../../../shared/api/routes/email-sender-config';
import { SENDER_TYPES } from '../../../../shared/domain/sender';
import {
  isOAuthSenderType,
  type CreateEmailSenderConfigInput,
  type OAuthSenderType,
} from '../../../../shared/schemas/email-sender-config';
import { useApiClient } from '../../api/api-client-context';
import { ApiError } from '../../api/client';
import { errorMessage } from '../../api/error-message';
import { useAlerts } from '../../app/app-services';
import { useSelectedNamespaceId } from '../../app/instance/use-instance';
import { useInstanceTimeZone } from '../../app/instance/use-instance-time-zone';
import { INSTANCE_PARAM, PATHS } from '../../app/paths';
import { senderHealthQueryKey } from '../../app/query-keys';
import { fieldErrorMap, type FormIssue } from '../../components/forms/field-errors';
import { SenderForm } from '../../components/sender-form/sender-form';
import {
  checkSenderForm,
  EMPTY_SENDER_VALUES,
  senderFieldOf,
  usesSmtp,
  withSenderType,
  type SenderField,
  type SenderFieldErrors,
  type SenderFormValues,
} from '../../components/sender-form/sender-form-model';
import { WarmUpQuestion } from '../../components/sender-form/warm-up-question';
import { ADD_SENDER_STRINGS as S, PROVIDER_NAMES } from './strings';
import { useSignInProviders, useSignInReturn, useStartSignIn } from './use-sender-sign-in';

type CheckResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

/** A new sender starts as SMTP on its usual port, with no daily limit or time zone of its own. */
const INITIAL_VALUES: SenderFormValues = withSenderType({ ...EMPTY_SENDER_VALUES, dailyLimit: '', timeZone: '' }, 'SMTP');

/** The messages of the server's or the schema's issues, on the form's fields (a path of none on the sender email). */
const errorsOf = (issues: readonly FormIssue[]): SenderFieldErrors =>
  fieldErrorMap(issues, (path) => senderFieldOf(path) ?? 'senderEmail');

/** Saving a new sender and checking its connection first; both put the server's field messages on the form. */
function useAddSender(namespaceId: string, setErrors: (errors: SenderFieldErrors) => void) {
  const client = useApiClient();
  const alerts = useAlerts();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [checkResult, setCheckResult] = useState<CheckResult | undefined>();

  const finish = async (message: string) => {
    alerts.add({ type: 'success', message, showAfterRedirect: true });
    await queryClient.invalidateQueries({
      predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('email-sender-config.'),
    });
    await queryClient.invalidateQueries({ queryKey: senderHealthQueryKey(namespaceId) });
    // with the instance in the address, so the shell does not navigate once more (which would clear the alert)
    await navigate(`${PATHS.emailSenderConfig}?${INSTANCE_PARAM}=${encodeURIComponent(namespaceId)}`);
  };
  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.fieldErrors.length > 0) setErrors(errorsOf(error.fieldErrors));
    alerts.reportError(error);
  };

  const validate = useMutation({
    mutationFn: async (body: CreateEmailSenderConfigInput) =>
      (await client.call(senderRoutes.validate, { body, namespaceId })).data,
    onSuccess: (answer) => setCheckResult(answer.valid ? { ok: true } : { ok: false, message: answer.message ?? '' }),
    onError: (error) => {
      setCheckResult({ ok: false, message: errorMessage(error) });
      if (error instanceof ApiError) setErrors(errorsOf(error.fieldErrors));
    },
  });
  const create = useMutation({
    mutationFn: async (body: CreateEmailSenderConfigInput) =>
      (await client.call(senderRoutes.create, { body, namespaceId })).data,
    onSuccess: (sender) => finish(S.added(sender.senderEmail)),
    onError: fail,
  });
  const start = useStartSignIn(namespaceId, fail);
  const returning = useSignInReturn(namespaceId, (sender) => finish(S.connected(sender.senderEmail)));
  return { validate, create, start, returning, checkResult, setCheckResult };
}

/** What a kind that signs in asks before the browser leaves for the provider: a name, and the warm-up question. */
function SignInSection(props: {
  type: OAuthSenderType;
  values: SenderFormValues;
  errors: SenderFieldErrors;
  onChange: (values: SenderFormValues, changed: SenderField) => void;
}) {
  const { type, values, onChange } = props;
  return (
    <Container header={<Header variant="h2">{PROVIDER_NAMES[type]}</Header>}>
      <SpaceBetween size="m">
        <Box variant="p">{S.connectText(PROVIDER_NAMES[type])}</Box>
        <FormField label={S.oauthName.label} description={S.oauthName.description}>
          <Input
            value={values.senderName}
            onChange={({ detail }) => onChange({ ...values, senderName: detail.value }, 'senderName')}
          />
        </FormField>
        <WarmUpQuestion
          value={values.alreadyWarmedUp}
          errorText={props.errors.alreadyWarmedUp}
          onChange={(alreadyWarmedUp) => onChange({ ...values, alreadyWarmedUp }, 'alreadyWarmedUp')}
        />
      </SpaceBetween>
    </Container>
  );
}

interface AddSenderActionsProps {
  readonly type: SenderFormValues['type'];
  readonly configured: (type: OAuthSenderType) => boolean;
  readonly commands: Pick<ReturnType<typeof useAddSender>, 'validate' | 'create' | 'start'>;
  /** the form checked, its messages shown; the input when it passes */
  readonly checked: () => CreateEmailSenderConfigInput | undefined;
  readonly onCancel: () => void;
  readonly onSignIn: (type: OAuthSenderType) => void;
}

/** Cancel, and Connect for a kind that signs in, or Check connection (SMTP) and Save sender (the form's submit). */
function AddSenderActions({ type, configured, commands, checked, onCancel, onSignIn }: AddSenderActionsProps) {
  const oauthType = type !== '' && isOAuthSenderType(type) ? type : undefined;
  const { validate, create, start } = commands;
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <Button formAction="none" variant="link" onClick={onCancel}>
        {S.cancel}
      </Button>
      {oauthType ? (
        <Button
          formAction="none"
          variant="primary"
          disabled={!configured(oauthType)}
          loading={start.isPending}
          onClick={() => onSignIn(oauthType)}
        >
          {S.connect(PROVIDER_NAMES[oauthType])}
        </Button>
      ) : (
        <>
          {usesSmtp(type) && (
            <Button
              formAction="none"
              loading={validate.isPending}
              onClick={() => {
                const input = checked();
                if (input) validate.mutate(input);
              }}
            >
              {S.check}
            </Button>
          )}
          <Button variant="primary" loading={create.isPending}>
            {S.save}
          </Button>
        </>
      )}
    </SpaceBetween>
  );
}

/** `/email-sender-config/add`: connecting a mailbox (SMTP with a connection check, or Google and Microsoft sign-in). */
export function EmailSenderConfigAddPage() {
  const namespaceId = useSelectedNamespaceId();
  const instanceZone = useInstanceTimeZone(namespaceId);
  const navigate = useNavigate();
  const [values, setValues] = useState<SenderFormValues>(INITIAL_VALUES);
  const [errors, setErrors] = useState<SenderFieldErrors>({});
  const { providers, configured } = useSignInProviders(namespaceId);
  const { validate, create, start, returning, checkResult, setCheckResult } = useAddSender(namespaceId, setErrors);

  if (returning) {
    return (
      <Container header={<Header variant="h1">{S.title}</Header>}>
        <Box textAlign="center" padding="l">
          <Spinner size="large" /> <Box variant="p">{S.connecting}</Box>
        </Box>
      </Container>
    );
  }

  const type = values.type;
  const oauthType = type !== '' && isOAuthSenderType(type) ? type : undefined;
  const change = (next: SenderFormValues, changed: SenderField) => {
    setValues(next);
    if (changed === 'type') setErrors({});
    setCheckResult(undefined);
  };
  const checked = (): CreateEmailSenderConfigInput | undefined => {
    const result = checkSenderForm(values, (path) => senderFieldOf(path) ?? 'senderEmail');
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok) setCheckResult(undefined);
    return result.ok ? result.input : undefined;
  };
  const types = SENDER_TYPES.map((value) => {
    const unavailable = isOAuthSenderType(value) && providers.isSuccess && !configured(value);
    return {
      value,
      label: S.types[value].label,
      description: unavailable ? S.notConfigured : S.types[value].description,
      disabled: unavailable,
    };
  });

  const actions = (
    <AddSenderActions
      type={type}
      configured={configured}
      commands={{ validate, create, start }}
      checked={checked}
      onCancel={() => void navigate(PATHS.emailSenderConfig)}
      onSignIn={(oauth) =>
        start.mutate({ type: oauth, senderName: values.senderName.trim(), alreadyWarmedUp: values.alreadyWarmedUp === true })
      }
    />
  );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (oauthType) return;
        const input = checked();
        if (input) create.mutate(input);
      }}
    >
      <Form
        header={
          <Header variant="h1" description={S.description}>
            {S.title}
          </Header>
        }
        actions={actions}
        errorText={Object.keys(errors).length > 0 ? S.fixFields : undefined}
      >
        <SpaceBetween size="l">
          {providers.isError && <Alert type="warning">{S.providersUnavailable}</Alert>}
          <SenderForm
            variant="page"
            values={values}
            errors={errors}
            onChange={change}
            mailbox
            types={types}
            settings={{ instanceZone }}
            signIn={oauthType && <SignInSection type={oauthType} values={values} errors={errors} onChange={change} />}
          />
          {validate.isPending && (
            <Box color="text-status-info">
              <Spinner /> {S.checking}
            </Box>
          )}
          {checkResult?.ok === true && <Alert type="success">{S.checkWorked}</Alert>}
          {checkResult?.ok === false && (
            <Alert type="error" header={S.checkFailedHeader}>
              {checkResult.message}
            </Alert>
          )}
        </SpaceBetween>
      </Form>
    </form>
  );
}
