import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import LiveRegion from '@cloudscape-design/components/live-region';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';

import { REGENERATE_INSTRUCTION_MAX_LENGTH } from '../../../../../shared/domain/email-review';
import { ConfirmModal } from '../../../components/confirm-modal';
import { EMAIL_REGENERATE_STRINGS as S } from './strings';

export interface RegenerateModalProps {
  /** the rep has unsaved changes, which the new version replaces */
  readonly replacesChanges: boolean;
  /** the email is scheduled, and writing it again takes it off the schedule */
  readonly scheduled: boolean;
  readonly busy: boolean;
  /** why the last attempt failed (a busy writer says so) */
  readonly error: string | undefined;
  readonly onConfirm: (instruction: string) => void;
  readonly onDismiss: () => void;
}

/** Writes the email again, following an optional instruction of at most 500 characters. */
export function RegenerateModal({ replacesChanges, scheduled, busy, error, onConfirm, onDismiss }: RegenerateModalProps) {
  const [instruction, setInstruction] = useState('');
  const tooLong = instruction.length > REGENERATE_INSTRUCTION_MAX_LENGTH;
  return (
    <ConfirmModal
      header={S.header}
      dismiss={S.cancel}
      confirm={S.confirm}
      busy={busy}
      confirmDisabled={tooLong}
      confirmIcon="gen-ai"
      onConfirm={() => onConfirm(instruction)}
      onDismiss={onDismiss}
    >
      {error !== undefined && <Alert type="error">{error}</Alert>}
      <FormField
        label={S.instruction}
        description={S.instructionDescription}
        stretch
        errorText={tooLong ? S.tooLong(REGENERATE_INSTRUCTION_MAX_LENGTH) : undefined}
        characterCountText={S.instructionCount(instruction.length, REGENERATE_INSTRUCTION_MAX_LENGTH)}
      >
        <Textarea value={instruction} readOnly={busy} rows={3} onChange={({ detail }) => setInstruction(detail.value)} />
      </FormField>
      <Box variant="p">{S.keptInHistory}</Box>
      {replacesChanges && <Alert type="warning">{S.replacesChanges}</Alert>}
      {scheduled && <Alert type="info">{S.takesOffSchedule}</Alert>}
      <LiveRegion>{busy && <StatusIndicator type="loading">{S.writing}</StatusIndicator>}</LiveRegion>
    </ConfirmModal>
  );
}
