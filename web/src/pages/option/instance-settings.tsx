import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Toggle from '@cloudscape-design/components/toggle';
import { useState } from 'react';

import { tracksOpensAndClicks } from '../../../../shared/domain/namespace';
import { managesInstance } from '../../../../shared/domain/role';
import { instanceTimeZone } from '../../../../shared/domain/time-zone';
import { NamespaceSettingsInputSchema, type Namespace } from '../../../../shared/schemas/namespace';
import { ApiError } from '../../api/client';
import { errorMessage } from '../../api/error-message';
import { useInstance, useRole } from '../../app/account/use-account-queries';
import { fieldErrorMap, type FieldErrorMap } from '../../components/forms/field-errors';
import { TimeZoneSelect } from '../../components/time-zone-select';
import { INSTANCE_SETTINGS_STRINGS as S } from './strings';
import { useUpdateInstance } from './use-instance-settings';

/** What the form changed, as the update input: only the fields that differ from the instance. */
export function changesOf(namespace: Namespace, name: string, timeZone: string, tracking: boolean): Record<string, unknown> {
  return {
    ...(name.trim() === namespace.name ? {} : { name }),
    ...(timeZone === instanceTimeZone(namespace) ? {} : { timeZone }),
    ...(tracking === tracksOpensAndClicks(namespace) ? {} : { trackOpensAndClicks: tracking }),
  };
}

/** The instance's own settings on the options page: its name, its time zone and tracking, saved together. */
export function InstanceSettingsSection({ namespaceId }: { namespaceId: string }) {
  const instance = useInstance(namespaceId);
  const header = (
    <Header variant="h2" description={S.description}>
      {S.title}
    </Header>
  );
  if (instance.isError) {
    return (
      <Container header={header}>
        <Alert type="error" action={<Button onClick={() => void instance.refetch()}>{S.retry}</Button>}>
          {errorMessage(instance.error)}
        </Alert>
      </Container>
    );
  }
  if (instance.isPending) {
    return (
      <Container header={header}>
        <Box color="text-status-inactive">
          <Spinner /> {S.loading}
        </Box>
      </Container>
    );
  }
  return (
    <Container header={header}>
      <InstanceSettingsForm key={instance.data.id} namespace={instance.data} />
    </Container>
  );
}

function InstanceSettingsForm({ namespace }: { namespace: Namespace }) {
  const update = useUpdateInstance(namespace.id);
  const role = useRole(namespace.id);
  // only a manager renames; a DEFAULT member sees the name and changes the rest
  const renames = role === undefined || managesInstance(role);
  const [name, setName] = useState(namespace.name);
  const [timeZone, setTimeZone] = useState(instanceTimeZone(namespace));
  const [tracking, setTracking] = useState(tracksOpensAndClicks(namespace));
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const changes = changesOf(namespace, name, timeZone, tracking);
  const changed = Object.keys(changes).length > 0;

  const save = () => {
    const parsed = NamespaceSettingsInputSchema.safeParse(changes);
    if (!parsed.success) {
      setErrors(fieldErrorMap(parsed.error.issues));
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors.length > 0) setErrors(fieldErrorMap(error.fieldErrors));
      },
    });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <SpaceBetween size="l">
        <ColumnLayout columns={2}>
          <FormField
            label={S.name.label}
            description={renames ? S.name.description : S.name.managersOnly}
            errorText={errors.name}
          >
            <Input value={name} disabled={!renames} onChange={({ detail }) => setName(detail.value)} />
          </FormField>
          <FormField label={S.timeZone.label} description={S.timeZone.description} errorText={errors.timeZone}>
            <TimeZoneSelect value={timeZone} invalid={errors.timeZone !== undefined} onChange={setTimeZone} />
          </FormField>
        </ColumnLayout>
        <FormField label={S.tracking.label} description={S.tracking.description} errorText={errors.trackOpensAndClicks}>
          <Toggle checked={tracking} onChange={({ detail }) => setTracking(detail.checked)}>
            {S.tracking.toggle}
          </Toggle>
        </FormField>
        {update.isError && !(update.error instanceof ApiError && update.error.fieldErrors.length > 0) && (
          <Alert type="error" header={S.saveFailed}>
            {errorMessage(update.error)}
          </Alert>
        )}
        <SpaceBetween direction="horizontal" size="s" alignItems="center">
          <Button variant="primary" formAction="submit" disabled={!changed} loading={update.isPending}>
            {S.save}
          </Button>
          <div aria-live="polite">
            {update.isSuccess && !changed && <StatusIndicator type="success">{S.saved}</StatusIndicator>}
          </div>
        </SpaceBetween>
      </SpaceBetween>
    </form>
  );
}
