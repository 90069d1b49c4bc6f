import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Tiles from '@cloudscape-design/components/tiles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { senderRoutes } from '../../../../shared/api/routes/email-sender-config';
import { SENDER_TYPES, type SenderType } from '../../../../shared/domain/sender';
import {
  OAUTH_REDIRECT_PATH,
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
import { timeZoneLabel } from '../../app/time-zones';
import { INSTANCE_PARAM, PATHS } from '../../app/paths';
import { senderHealthQueryKey } from '../../app/query-keys';
import { fieldErrorMap, type FieldErrorMap } from '../../components/forms/field-errors';
import { TimeZoneSelect } from '../../components/time-zone-select';
import { ImapHostField, ImapPortField } from '../../components/sender-form/imap-fields';
import { WarmUpQuestion } from '../../components/sender-form/warm-up-question';
import { SIGNATURE_FIELD } from '../../components/sender-form/signature-field';
import { NO_FORM_ERRORS } from '../../components/resource-page';
import { ResourceField } from '../../components/resource-page/resource-field';
import {
  asksWarmUp,
  checkSenderForm,
  EMPTY_SENDER_VALUES,
  usesSmtp,
  withSenderType,
  type SenderFormValues,
} from '../../components/sender-form/sender-form-model';
import { ADD_SENDER_STRINGS as S, PROVIDER_NAMES } from './strings';

/** Where the page keeps a started sign-in while the browser visits the provider. */
const PENDING_SIGN_IN_KEY = 'reachwise.senderSignIn';

interface PendingSignIn {
  readonly type: OAuthSenderType;
  readonly senderName: string;
  /** the rep's answer to the warm-up question, sent when the sign-in completes */
  readonly alreadyWarmedUp: boolean;
}

function readPendingSignIn(): PendingSignIn | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(PENDING_SIGN_IN_KEY) ?? 'null') as Partial<PendingSignIn> | null;
    if (stored?.type === 'GOOGLE' || stored?.type === 'MICROSOFT')
      return { type: stored.type, senderName: stored.senderName ?? '', alreadyWarmedUp: stored.alreadyWarmedUp === true };
  } catch {
    // an unreadable entry is no sign-in
  }
  return undefined;
}

type CheckResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

/** A new sender starts as SMTP on its usual port, with no daily limit or time zone of its own. */
const INITIAL_VALUES: SenderFormValues = withSenderType({ ...EMPTY_SENDER_VALUES, dailyLimit: '', timeZone: '' }, 'SMTP');

/** `/email-sender-config/add`: connecting a mailbox (SMTP with a connection check, or Google and Microsoft sign-in). */
export function EmailSenderConfigAddPage() {
  const namespaceId = useSelectedNamespaceId();
  const instanceZone = useInstanceTimeZone(namespaceId);
  const client = useApiClient();
  const alerts = useAlerts();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<SenderFormValues>(INITIAL_VALUES);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [checkResult, setCheckResult] = useState<CheckResult | undefined>();
  const returned = searchParams.get('code') !== null || searchParams.get('error') !== null;

  const providers = useQuery({
    queryKey: ['email-sender-config.oauthProviders', namespaceId],
    queryFn: async ({ signal }) => (await client.call(senderRoutes.oauthProviders, { namespaceId, signal })).data,
    staleTime: 5 * 60_000,
  });
  const configured = (type: OAuthSenderType) =>
    providers.data?.providers.some((provider) => provider.type === type && provider.configured) ?? false;

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
    if (error instanceof ApiError && error.fieldErrors.length > 0) setErrors(fieldErrorMap(error.fieldErrors));
    alerts.reportError(error);
  };

  const validate = useMutation({
    mutationFn: async (body: CreateEmailSenderConfigInput) =>
      (await client.call(senderRoutes.validate, { body, namespaceId })).data,
    onSuccess: (answer) => setCheckResult(answer.valid ? { ok: true } : { ok: false, message: answer.message ?? '' }),
    onError: (error) => {
      setCheckResult({ ok: false, message: errorMessage(error) });
      if (error instanceof ApiError) setErrors(fieldErrorMap(error.fieldErrors));
    },
  });

  const create = useMutation({
    mutationFn: async (body: CreateEmailSenderConfigInput) =>
      (await client.call(senderRoutes.create, { body, namespaceId })).data,
    onSuccess: (sender) => finish(S.added(sender.senderEmail)),
    onError: fail,
  });

  const start = useMutation({
    mutationFn: async (type: OAuthSenderType) => {
      const redirectUri = `${window.location.origin}${OAUTH_REDIRECT_PATH}`;
      const answer = await client.call(senderRoutes.oauthStart, { body: { type, redirectUri }, namespaceId });
      const pending: PendingSignIn = {
        type,
        senderName: values.senderName.trim(),
        alreadyWarmedUp: values.alreadyWarmedUp === true,
      };
      sessionStorage.setItem(PENDING_SIGN_IN_KEY, JSON.stringify(pending));
      window.location.assign(answer.data.authorizationUrl);
    },
    onError: fail,
  });

  const complete = useMutation({
    mutationFn: async (input: { pending: PendingSignIn; code: string; state: string }) =>
      (
        await client.call(senderRoutes.oauthComplete, {
          body: {
            type: input.pending.type,
            code: input.code,
            state: input.state,
            redirectUri: `${window.location.origin}${OAUTH_REDIRECT_PATH}`,
            ...(input.pending.senderName === '' ? {} : { senderName: input.pending.senderName }),
            ...(input.pending.alreadyWarmedUp ? { alreadyWarmedUp: true } : {}),
          },
          namespaceId,
        })
      ).data,
    onSuccess: (sender) => finish(S.connected(sender.senderEmail)),
    onError: (error) => {
      alerts.reportError(error);
      void navigate(PATHS.emailSenderConfigAdd, { replace: true });
    },
  });

  // back from the provider: finish the sign-in once, then leave the code out of the address
  const handled = useRef(false);
  useEffect(() => {
    if (!returned || handled.current) return;
    handled.current = true;
    const pending = readPendingSignIn();
    sessionStorage.removeItem(PENDING_SIGN_IN_KEY);
    const code = searchParams.get('code');
    const state = searchParams.get('state');
    const refused = searchParams.get('error');
    if (refused !== null || code === null || state === null) {
      alerts.add({ type: 'danger', message: S.providerRefused(refused ?? 'no code') });
      void navigate(PATHS.emailSenderConfigAdd, { replace: true });
      return;
    }
    if (!pending) {
      alerts.add({ type: 'danger', message: S.signInNotStartedHere });
      void navigate(PATHS.emailSenderConfigAdd, { replace: true });
      return;
    }
    complete.mutate({ pending, code, state });
  }, [returned, searchParams, alerts, navigate, complete]);

  const set = (field: Exclude<keyof SenderFormValues, 'alreadyWarmedUp'>) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setCheckResult(undefined);
  };

  const checked = (): CreateEmailSenderConfigInput | undefined => {
    const result = checkSenderForm(values);
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok) setCheckResult(undefined);
    return result.ok ? result.input : undefined;
  };

  if (returned) {
    return (
      <Container header={<Header variant="h1">{S.title}</Header>}>
        <Box textAlign="center" padding="l">
          <Spinner size="large" /> <Box variant="p">{S.connecting}</Box>
        </Box>
      </Container>
    );
  }

  const type = values.type;
  const smtp = usesSmtp(type);
  const oauthType = type !== '' && isOAuthSenderType(type) ? type : undefined;
  const field = (path: string) => errors[path];

  const typeTiles = SENDER_TYPES.map((value) => {
    const unavailable = isOAuthSenderType(value) && providers.isSuccess && !configured(value);
    return {
      value,
      label: S.types[value].label,
      description: unavailable ? S.notConfigured : S.types[value].description,
      disabled: unavailable,
    };
  });

  const signatureError = field('signatureId');
  const senderFields = (
    <ColumnLayout columns={2}>
      <FormField label={S.fields.senderName.label} description={S.fields.senderName.description} errorText={field('senderName')}>
        <Input
          value={values.senderName}
          placeholder={S.fields.senderName.placeholder}
          onChange={({ detail }) => set('senderName')(detail.value)}
        />
      </FormField>
      <FormField
        label={S.fields.senderEmail.label}
        description={S.fields.senderEmail.description}
        errorText={field('senderEmail')}
      >
        <Input
          type="email"
          inputMode="email"
          value={values.senderEmail}
          placeholder={S.fields.senderEmail.placeholder}
          onChange={({ detail }) => set('senderEmail')(detail.value)}
        />
      </FormField>
      <FormField
        label={S.fields.dailyLimit.label}
        description={S.fields.dailyLimit.description}
        constraintText={S.fields.dailyLimit.constraint}
        errorText={field('dailyLimit')}
      >
        <Input
          type="number"
          inputMode="numeric"
          value={values.dailyLimit ?? ''}
          onChange={({ detail }) => set('dailyLimit')(detail.value)}
        />
      </FormField>
      <ResourceField
        field={SIGNATURE_FIELD}
        values={{ signatureId: values.signatureId ?? '' }}
        errors={{ ...NO_FORM_ERRORS, fields: signatureError === undefined ? {} : { signatureId: signatureError } }}
        disabled={false}
        onChange={(_name, value) => set('signatureId')(typeof value === 'string' ? value : '')}
      />
      <FormField label={S.fields.timeZone.label} description={S.fields.timeZone.description} errorText={field('timeZone')}>
        <TimeZoneSelect
          value={values.timeZone ?? ''}
          notSetLabel={S.fields.timeZone.sameAsInstance(timeZoneLabel(instanceZone))}
          invalid={field('timeZone') !== undefined}
          onChange={set('timeZone')}
        />
      </FormField>
    </ColumnLayout>
  );

  const warmUpQuestion = (
    <WarmUpQuestion
      value={values.alreadyWarmedUp}
      errorText={field('alreadyWarmedUp')}
      onChange={(alreadyWarmedUp) => setValues((current) => ({ ...current, alreadyWarmedUp }))}
    />
  );

  const smtpFields = (
    <Container header={<Header variant="h2">{S.smtpHeader}</Header>}>
      <ColumnLayout columns={2}>
        <FormField
          label={S.fields.host.label}
          description={S.fields.host.description}
          errorText={field('smtp.host') ?? field('smtp')}
        >
          <Input
            value={values.host}
            placeholder={S.fields.host.placeholder}
            onChange={({ detail }) => set('host')(detail.value)}
          />
        </FormField>
        <FormField label={S.fields.port.label} description={S.fields.port.description} errorText={field('smtp.port')}>
          <Input type="number" inputMode="numeric" value={values.port} onChange={({ detail }) => set('port')(detail.value)} />
        </FormField>
        <ImapHostField value={values.imapHost} errorText={field('imap.host') ?? field('imap')} onChange={set('imapHost')} />
        <ImapPortField value={values.imapPort} errorText={field('imap.port')} onChange={set('imapPort')} />
        <FormField label={S.fields.username.label} description={S.fields.username.description} errorText={field('smtp.username')}>
          <Input value={values.username} autoComplete="username" onChange={({ detail }) => set('username')(detail.value)} />
        </FormField>
        <FormField label={S.fields.password.label} description={S.fields.password.description} errorText={field('password')}>
          <Input
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={({ detail }) => set('password')(detail.value)}
          />
        </FormField>
      </ColumnLayout>
    </Container>
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
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" variant="link" onClick={() => void navigate(PATHS.emailSenderConfig)}>
              {S.cancel}
            </Button>
            {oauthType ? (
              <Button
                formAction="none"
                variant="primary"
                disabled={!configured(oauthType)}
                loading={start.isPending}
                onClick={() => start.mutate(oauthType)}
              >
                {S.connect(PROVIDER_NAMES[oauthType])}
              </Button>
            ) : (
              <>
                {smtp && (
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
        }
        errorText={Object.keys(errors).length > 0 ? S.fixFields : undefined}
      >
        <SpaceBetween size="l">
          {providers.isError && <Alert type="warning">{S.providersUnavailable}</Alert>}
          <Container header={<Header variant="h2">{S.typeHeader}</Header>}>
            <FormField label={S.typeLabel} errorText={field('type')}>
              <Tiles
                value={type}
                columns={3}
                items={typeTiles}
                onChange={({ detail }) => {
                  setValues((current) => withSenderType(current, detail.value as SenderType));
                  setErrors({});
                  setCheckResult(undefined);
                }}
              />
            </FormField>
          </Container>
          {oauthType ? (
            <Container header={<Header variant="h2">{PROVIDER_NAMES[oauthType]}</Header>}>
              <SpaceBetween size="m">
                <Box variant="p">{S.connectText(PROVIDER_NAMES[oauthType])}</Box>
                <FormField label={S.fields.oauthName.label} description={S.fields.oauthName.description}>
                  <Input value={values.senderName} onChange={({ detail }) => set('senderName')(detail.value)} />
                </FormField>
                {warmUpQuestion}
              </SpaceBetween>
            </Container>
          ) : (
            <Container header={<Header variant="h2">{S.senderHeader}</Header>}>
              <SpaceBetween size="l">
                {senderFields}
                {asksWarmUp(type) && warmUpQuestion}
              </SpaceBetween>
            </Container>
          )}
          {smtp && smtpFields}
          {validate.isPending && <StatusLine />}
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

function StatusLine() {
  return (
    <Box color="text-status-info">
      <Spinner /> {S.checking}
    </Box>
  );
}
