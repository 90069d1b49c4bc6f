import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { useState } from 'react';

import { NewNamespaceInputSchema, NamespaceSettingsInputSchema } from '../../../../shared/schemas/namespace';
import { ApiError } from '../../api/client';
import { errorMessage } from '../../api/error-message';
import { useInstance } from '../../app/account/use-account-queries';
import { useCreateInstance, useLeaveInstance, useRenameInstance } from '../../app/instance/use-instance-changes';
import { browserTimeZone } from '../../app/time-zones';
import { ConfirmModal } from '../confirm-modal';
import { fieldErrorMap, type FieldErrorMap } from '../forms/field-errors';
import { TimeZoneSelect } from '../time-zone-select';
import { INSTANCE_DIALOG_STRINGS as S } from './account-menu-strings';

/** Which of the account menu's instance dialogs is open. */
export type InstanceDialogKind = 'create' | 'rename' | 'leave';

interface InstanceDialogProps {
  readonly kind: InstanceDialogKind;
  /** the selected instance: the one renamed or left */
  readonly namespaceId: string;
  readonly onClose: () => void;
}

/** The dialog the account menu opened: a new instance, renaming the selected one, or leaving it. */
export function InstanceDialog({ kind, namespaceId, onClose }: InstanceDialogProps) {
  if (kind === 'create') return <CreateInstanceDialog onClose={onClose} />;
  if (kind === 'rename') return <RenameInstanceDialog namespaceId={namespaceId} onClose={onClose} />;
  return <LeaveInstanceDialog namespaceId={namespaceId} onClose={onClose} />;
}

/** The server's refusal, unless it named fields (those show by their fields). */
function Refusal({ error }: { error: unknown }) {
  if (error === null || (error instanceof ApiError && error.fieldErrors.length > 0)) return null;
  return <Alert type="error">{errorMessage(error)}</Alert>;
}

function fieldErrorsOf(error: unknown): FieldErrorMap {
  return error instanceof ApiError ? fieldErrorMap(error.fieldErrors) : {};
}

/** An instance's name; Enter submits the dialog. */
function InstanceNameField(props: {
  value: string;
  description?: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onEnter: () => void;
}) {
  return (
    <FormField label={S.name} description={props.description} errorText={props.error}>
      <Input
        value={props.value}
        ariaLabel={S.name}
        autoFocus
        invalid={props.error !== undefined}
        onChange={({ detail }) => props.onChange(detail.value)}
        onKeyDown={({ detail }) => detail.key === 'Enter' && props.onEnter()}
      />
    </FormField>
  );
}

/** A new instance: its name and time zone (the browser's to begin with); the app switches to it once made. */
function CreateInstanceDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateInstance();
  const [name, setName] = useState('');
  const [timeZone, setTimeZone] = useState(browserTimeZone());
  const [errors, setErrors] = useState<FieldErrorMap>({});

  const submit = () => {
    const parsed = NewNamespaceInputSchema.safeParse({ name, timeZone });
    if (!parsed.success) {
      setErrors(fieldErrorMap(parsed.error.issues));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, { onSuccess: onClose, onError: (error) => setErrors(fieldErrorsOf(error)) });
  };

  return (
    <ConfirmModal
      header={S.create.header}
      confirm={S.create.confirm}
      dismiss={S.cancel}
      busy={create.isPending}
      onConfirm={submit}
      onDismiss={onClose}
    >
      <Box variant="p">{S.create.description}</Box>
      <InstanceNameField value={name} error={errors.name} onChange={setName} onEnter={submit} />
      <FormField label={S.timeZone} description={S.create.timeZoneDescription} errorText={errors.timeZone}>
        <TimeZoneSelect value={timeZone} ariaLabel={S.timeZone} invalid={errors.timeZone !== undefined} onChange={setTimeZone} />
      </FormField>
      <Refusal error={create.error} />
    </ConfirmModal>
  );
}

/** A new name for the selected instance (managers only: the menu offers it to them alone). */
function RenameInstanceDialog({ namespaceId, onClose }: { namespaceId: string; onClose: () => void }) {
  const instance = useInstance(namespaceId);
  const rename = useRenameInstance(namespaceId);
  const [name, setName] = useState<string | undefined>(undefined);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const shown = name ?? instance.data?.name ?? '';

  const submit = () => {
    const parsed = NamespaceSettingsInputSchema.safeParse({ name: shown });
    if (!parsed.success || parsed.data.name === undefined) {
      setErrors(parsed.success ? {} : fieldErrorMap(parsed.error.issues));
      return;
    }
    setErrors({});
    rename.mutate(parsed.data.name, { onSuccess: onClose, onError: (error) => setErrors(fieldErrorsOf(error)) });
  };

  return (
    <ConfirmModal
      header={S.rename.header}
      confirm={S.rename.confirm}
      dismiss={S.cancel}
      busy={rename.isPending}
      confirmDisabled={instance.data === undefined}
      onConfirm={submit}
      onDismiss={onClose}
    >
      <InstanceNameField
        value={shown}
        description={S.rename.description(namespaceId)}
        error={errors.name}
        onChange={setName}
        onEnter={submit}
      />
      <Refusal error={rename.error} />
    </ConfirmModal>
  );
}

/** Leaving the selected instance, after a confirmation; the app then goes to another of the user's instances. */
function LeaveInstanceDialog({ namespaceId, onClose }: { namespaceId: string; onClose: () => void }) {
  const instance = useInstance(namespaceId);
  const leave = useLeaveInstance(namespaceId);
  return (
    <ConfirmModal
      header={S.leave.header}
      confirm={S.leave.confirm}
      dismiss={S.cancel}
      busy={leave.isPending}
      onConfirm={() => leave.mutate(undefined, { onSuccess: onClose })}
      onDismiss={onClose}
    >
      <Box variant="p">{S.leave.description(instance.data?.name ?? namespaceId)}</Box>
      <Refusal error={leave.error} />
    </ConfirmModal>
  );
}
