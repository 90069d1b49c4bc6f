import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useRef, useState } from 'react';

import type { EmailBulkAction, EmailFilterInput } from '../../../../shared/schemas/email-review';
import {
  bulkPercent,
  NO_BULK_PROGRESS,
  runBulk,
  type BulkCaller,
  type BulkProgress,
  type BulkRun,
  type BulkScope,
} from './list-bulk';
import { EMAIL_BULK_STRINGS as S } from './strings';

type ScopeKind = BulkScope['kind'];

export interface BulkActionModalProps {
  readonly action: EmailBulkAction;
  /** the ids of the emails selected in the table (may be none) */
  readonly selectedIds: readonly string[];
  /** the filter of the list shown, for 'Apply to all emails matching this filter' */
  readonly filter: EmailFilterInput;
  /** the filter in words */
  readonly filterText: string;
  readonly call: BulkCaller;
  /** the change ended (done, stopped or failed) */
  readonly onFinished: (run: BulkRun) => void;
  /** closed before anything was changed */
  readonly onDismiss: () => void;
}

/**
 * Confirms a bulk action and applies it: to the emails selected or to everything the filter
 * matches (a chunk per call, with a progress bar, stoppable between calls). Scheduling asks whether
 * emails that break writing rules go too; each email's next slot is read in its recipient's zone.
 */
export function BulkActionModal({ action, selectedIds, filter, filterText, call, onFinished, onDismiss }: BulkActionModalProps) {
  const strings = S.actions[action];
  const [scope, setScope] = useState<ScopeKind>(selectedIds.length > 0 ? 'selected' : 'filter');
  const [acceptViolations, setAcceptViolations] = useState(false);
  const [running, setRunning] = useState(false);
  const [stopping, setStopping] = useState(false);
  const [progress, setProgress] = useState<BulkProgress>(NO_BULK_PROGRESS);
  const stopRequested = useRef(false);

  // leaving the page stops a change at its next call
  useEffect(() => {
    stopRequested.current = false;
    return () => {
      stopRequested.current = true;
    };
  }, []);

  const requestStop = () => {
    stopRequested.current = true;
    setStopping(true);
  };

  const start = () => {
    const target: BulkScope =
      scope === 'selected' && selectedIds.length > 0 ? { kind: 'selected', ids: selectedIds } : { kind: 'filter', filter };
    setRunning(true);
    void runBulk(
      call,
      action,
      target,
      { acceptViolations },
      { onProgress: setProgress, stopRequested: () => stopRequested.current },
    ).then(onFinished);
  };

  const percent = bulkPercent(progress);

  return (
    <Modal
      visible
      header={strings.header}
      onDismiss={running ? requestStop : onDismiss}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            {running ? (
              <Button onClick={requestStop} disabled={stopping}>
                {S.stop}
              </Button>
            ) : (
              <>
                <Button variant="link" onClick={onDismiss}>
                  {strings.dismiss}
                </Button>
                <Button variant="primary" onClick={start}>
                  {strings.confirm}
                </Button>
              </>
            )}
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Box variant="p">{S.explanation[action]}</Box>
        <FormField label={S.scopeLabel} stretch>
          <RadioGroup
            ariaLabel={S.scopeLabel}
            value={scope}
            onChange={({ detail }) => setScope(detail.value === 'selected' ? 'selected' : 'filter')}
            readOnly={running}
            items={[
              {
                value: 'selected',
                label: selectedIds.length > 0 ? S.scopeSelected(selectedIds.length) : S.scopeSelectedNone,
                description: selectedIds.length > 0 ? undefined : S.scopeSelectedNoneHint,
                disabled: selectedIds.length === 0,
              },
              { value: 'filter', label: S.scopeFilter, description: S.scopeFilterHint(filterText) },
            ]}
          />
        </FormField>
        {action === 'SCHEDULE' && (
          <SpaceBetween size="xs">
            <Checkbox
              checked={acceptViolations}
              readOnly={running}
              description={S.acceptViolationsHint}
              onChange={({ detail }) => setAcceptViolations(detail.checked)}
            >
              {S.acceptViolations}
            </Checkbox>
            <Box variant="small" color="text-body-secondary">
              {S.sendingZone}
            </Box>
          </SpaceBetween>
        )}
        {running && (
          <ProgressBar
            label={S.progressLabel}
            value={percent ?? 0}
            description={stopping ? S.stopping : strings.running}
            additionalInfo={S.progress(progress.processed, progress.total, progress.changed)}
          />
        )}
      </SpaceBetween>
    </Modal>
  );
}
