import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import LiveRegion from '@cloudscape-design/components/live-region';
import SpaceBetween from '@cloudscape-design/components/space-between';

import type { EmailDetail } from '../../../../../shared/schemas/email-review';
import { ConfirmModal } from '../../../components/confirm-modal';
import { panelActions } from './email-actions';
import { draftFits } from './email-editor';
import { RegenerateModal } from './regenerate-modal';
import { ScheduleModal } from './schedule-modal';
import { browserTimeZone } from './schedule-time';
import { EMAIL_ACTION_STRINGS as A, EMAIL_EDITOR_STRINGS as E, EMAIL_PANEL_STRINGS as S } from './strings';
import type { EmailDraft, WorkspaceCommands } from './use-email-workspace';
import { brokenRuleCount } from './violation-placement';

interface PartProps {
  readonly detail: EmailDetail;
  readonly draft: EmailDraft;
  readonly work: WorkspaceCommands;
}

/** Why Save is off: nothing changed, an empty body, or a draft too long for its channel. */
function saveBlockedReason(draft: EmailDraft): string | undefined {
  if (!draft.dirty) return A.nothingToSave;
  if (draft.html.trim() === '') return A.emptyBody;
  return draftFits(draft.draft, draft.html) ? undefined : E.cannotSave;
}

/** The buttons the email's status allows; one change at a time, the one running shows it is. */
export function WorkspaceActions({ detail, draft, work }: PartProps) {
  const { email } = detail;
  const { commands } = work;
  const actions = panelActions(email);
  const busy = commands.busy;
  const saveBlocked = saveBlockedReason(draft);
  const button = (label: string, onClick: () => void, pending: boolean) => (
    <Button loading={pending} disabled={busy && !pending} onClick={onClick}>
      {label}
    </Button>
  );
  return (
    <div role="group" aria-label={S.actionsLabel}>
      <SpaceBetween direction="horizontal" size="xs" alignItems="center">
        {actions.has('save') && (
          <Button
            variant="primary"
            loading={commands.update.isPending && work.dialog === undefined}
            disabled={saveBlocked !== undefined || (busy && !commands.update.isPending)}
            disabledReason={saveBlocked}
            onClick={work.save}
          >
            {A.save}
          </Button>
        )}
        {actions.has('regenerate') && button(A.regenerate, () => work.open('regenerate'), false)}
        {actions.has('review') &&
          button(email.reviewStatus === 'REVIEWED' ? A.markNotReviewed : A.markReviewed, work.review, commands.review.isPending)}
        {actions.has('schedule') &&
          button(email.status === 'SCHEDULED' ? A.reschedule : A.schedule, () => work.open('schedule'), false)}
        {actions.has('unschedule') && button(A.unschedule, work.unschedule, commands.unschedule.isPending)}
        {actions.has('copy') && button(A.copy, work.copy, commands.copied.isPending)}
        {actions.has('cancel') && button(A.cancel, () => work.open('cancel'), false)}
        {actions.has('delete') && button(A.delete, () => work.open('delete'), false)}
        {draft.dirty && <Badge color="blue">{E.unsaved}</Badge>}
      </SpaceBetween>
    </div>
  );
}

/**
 * What the rep should know before editing: the last change's failure, a refresh that failed, a newer
 * version saved elsewhere, a notice; screen readers hear the failure or the notice.
 */
export function WorkspaceNotices({ detail, draft, work, stale }: PartProps & { stale: boolean }) {
  const { problem, notice } = work;
  return (
    <>
      {problem !== undefined && (
        <Alert
          type="error"
          header={problem.header}
          dismissible
          dismissAriaLabel={A.dismiss}
          onDismiss={() => work.setProblem(undefined)}
        >
          {problem.message}
        </Alert>
      )}
      {stale && <Alert type="warning">{S.refreshFailed}</Alert>}
      {draft.draft.newer !== undefined && (
        <Alert
          type="warning"
          header={E.newerHeader}
          action={<Button onClick={() => draft.dispatch({ type: 'load', email: detail.email })}>{E.loadNewer}</Button>}
        >
          {E.newerText}
        </Alert>
      )}
      <LiveRegion hidden>{problem === undefined ? notice : `${problem.header}. ${problem.message}`}</LiveRegion>
      {notice !== undefined && (
        <Alert type="info" dismissible dismissAriaLabel={A.dismiss} onDismiss={() => work.setNotice(undefined)}>
          {notice}
        </Alert>
      )}
    </>
  );
}

/** The confirmations of the workspace: what each says, and the change it confirms. */
function confirmationOf(dialog: 'save-scheduled' | 'cancel' | 'delete', work: WorkspaceCommands) {
  const { commands } = work;
  switch (dialog) {
    case 'save-scheduled':
      return {
        header: A.saveScheduledHeader,
        confirm: A.saveScheduledConfirm,
        dismiss: A.back,
        body: A.saveScheduledBody,
        busy: commands.update.isPending,
        onConfirm: work.saveScheduled,
      };
    case 'cancel':
      return {
        header: A.cancelHeader,
        confirm: A.cancelConfirm,
        dismiss: A.keep,
        body: A.cancelBody,
        busy: commands.cancel.isPending,
        onConfirm: work.cancel,
      };
    case 'delete':
      return {
        header: A.deleteHeader,
        confirm: A.deleteConfirm,
        dismiss: A.back,
        body: A.deleteBody,
        busy: commands.remove.isPending,
        onConfirm: work.remove,
      };
  }
}

/** The confirmation or the form of the dialog open, if any. */
export function WorkspaceDialogs({ detail, draft, work }: PartProps) {
  const { email } = detail;
  const { commands, dialog, dialogError, close } = work;
  if (dialog === 'regenerate') {
    return (
      <RegenerateModal
        replacesChanges={draft.dirty}
        scheduled={email.status === 'SCHEDULED'}
        busy={commands.regenerate.isPending}
        error={dialogError}
        onConfirm={work.regenerate}
        onDismiss={close}
      />
    );
  }
  if (dialog === 'schedule') {
    const brokenRules = draft.result
      ? brokenRuleCount(draft.result.violations)
      : draft.dirty
        ? undefined
        : brokenRuleCount(email.violations ?? []);
    return (
      <ScheduleModal
        nextSlot={detail.nextSlot}
        nextSlotTimeZone={detail.nextSlotTimeZone}
        scheduledAt={email.status === 'SCHEDULED' ? email.scheduledAt : undefined}
        brokenRules={brokenRules}
        savesFirst={draft.dirty}
        timeZone={browserTimeZone()}
        busy={commands.update.isPending || commands.schedule.isPending}
        error={dialogError}
        onSchedule={work.schedule}
        onDismiss={close}
      />
    );
  }
  if (dialog === undefined) return null;
  const { body, ...confirmation } = confirmationOf(dialog, work);
  return (
    <ConfirmModal {...confirmation} onDismiss={close}>
      <Box variant="p">{body}</Box>
    </ConfirmModal>
  );
}
