import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import LiveRegion from '@cloudscape-design/components/live-region';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useEffect, useMemo, useReducer, useState } from 'react';

import { EMAIL_STATUS_LABELS } from '../../../../../shared/domain/email';
import { tracksOpensAndClicks } from '../../../../../shared/domain/namespace';
import { checkEmail } from '../../../../../shared/rules/email/check';
import type { EmailMessage } from '../../../../../shared/schemas/email-message';
import type { EmailDetail, EmailEditInput, EmailHistoryEntry } from '../../../../../shared/schemas/email-review';
import { ApiError } from '../../../api/client';
import { errorMessage } from '../../../api/error-message';
import { useInstance } from '../../../app/account/use-account-queries';
import { useAlerts } from '../../../app/app-services';
import { EMPTY_VALUE, formatPersonName } from '../../../app/format';
import { formatDateTime } from '../../campaign/format';
import { CHANNEL_LABELS, EMAIL_TYPE_LABELS } from '../../campaign/strings';
import { EMAIL_STATUS_INDICATOR } from '../../contact/contact-status';
import { ConfirmModal } from '../../../components/confirm-modal';
import { timeZoneLabel } from '../../../app/time-zones';
import { failureNoticeOf, holdIndicatorOf, plannedTimeText } from '../send-format';
import { nextReviewStatus, panelActions } from './email-actions';
import { draftHtml, draftReducer, initialDraft, isDirty } from './email-draft';
import { draftFits, EmailEditor } from './email-editor';
import { ReplyList } from '../../../components/reply-list';
import { EmailActivity, showsActivity } from './email-activity';
import { EmailHistory } from './email-history';
import { EmailSignature } from './email-signature';
import { EmailPreview } from './email-preview';
import { recipientText, recipientView } from './recipient-view';
import { RegenerateModal } from './regenerate-modal';
import { ScheduleModal, type ScheduleChoice } from './schedule-modal';
import { browserTimeZone } from './schedule-time';
import {
  EMAIL_ACTION_STRINGS as A,
  EMAIL_EDITOR_STRINGS as E,
  EMAIL_HISTORY_STRINGS as H,
  EMAIL_PANEL_STRINGS as S,
  EMAIL_SCHEDULE_STRINGS as SCHEDULE,
  REVIEW_STATUS_LABELS,
} from './strings';
import { useEmailCommands } from './use-email-detail';
import { brokenRuleCount } from './violation-placement';

type Dialog = 'save-scheduled' | 'regenerate' | 'schedule' | 'cancel' | 'delete';

interface Problem {
  readonly header: string;
  readonly message: string;
}

export interface EmailWorkspaceProps {
  readonly detail: EmailDetail;
  readonly namespaceId: string;
  /** the email changed (or a change was refused): the page refreshes what it shows */
  readonly onChanged: () => void;
  /** the email is gone: the page closes the panel */
  readonly onClose: () => void;
  /** the rep asked to close the panel */
  readonly onRequestClose: () => void;
  readonly onDirtyChange: (dirty: boolean) => void;
  /** the last refresh failed: what shows is as it was last read */
  readonly stale: boolean;
}

/** Who the email goes to: a name and an address, as far as they are known. */
function recipientOf(detail: EmailDetail): {
  readonly label: string;
  readonly to: string;
  readonly firstName: string | undefined;
} {
  const contact = detail.contact;
  const fullName = formatPersonName(contact?.firstName, contact?.lastName);
  const name = fullName === EMPTY_VALUE ? undefined : fullName;
  const address = contact?.email;
  return {
    label: name ?? address ?? S.unknownRecipient,
    to: name !== undefined && address !== undefined ? `${name} <${address}>` : (address ?? name ?? EMPTY_VALUE),
    firstName: contact?.firstName?.trim() ? contact.firstName.trim() : undefined,
  };
}

/** The problem to show for a failed change: a 409 says the email is no longer as shown. */
function problemOf(error: unknown): Problem {
  return {
    header: error instanceof ApiError && error.status === 409 ? A.refusedHeader : A.failedHeader,
    message: errorMessage(error),
  };
}

/**
 * One email, loaded: who it goes to and where it stands, the buttons its status allows, the editor
 * checked on every change, the email as its recipient will read it, and its history and thread.
 */
export function EmailWorkspace({
  detail,
  namespaceId,
  onChanged,
  onClose,
  onRequestClose,
  onDirtyChange,
  stale,
}: EmailWorkspaceProps) {
  const { email, check } = detail;
  const alerts = useAlerts();
  const instance = useInstance(namespaceId).data;
  // until the instance is read, nothing is said about tracking being off
  const tracked = instance === undefined || tracksOpensAndClicks(instance);
  const commands = useEmailCommands(namespaceId, email.id, onChanged);
  const [draft, dispatch] = useReducer(draftReducer, undefined, () => initialDraft(email, check?.footer ?? true));
  const [dialog, setDialog] = useState<Dialog | undefined>();
  const [dialogError, setDialogError] = useState<string | undefined>();
  const [problem, setProblem] = useState<Problem | undefined>();
  const [notice, setNotice] = useState<string | undefined>();

  useEffect(() => dispatch({ type: 'sync', email }), [email]);
  const linkedIn = email.channel === 'LINKEDIN';
  const html = useMemo(() => draftHtml(draft), [draft]);
  const dirty = isDirty(draft);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const subject = linkedIn ? '' : draft.subject;
  const result = useMemo(() => (check ? checkEmail({ subject, html }, check) : undefined), [check, subject, html]);
  const view = useMemo(
    () =>
      recipientView({
        channel: email.channel,
        language: email.language,
        subject: linkedIn ? undefined : subject,
        bodyHtml: html,
        placeholders: detail.placeholders,
      }),
    [email.channel, email.language, linkedIn, subject, html, detail.placeholders],
  );
  const recipient = recipientOf(detail);
  const actions = panelActions(email);
  const writing = email.status === 'CREATED' && email.bodyHtml === undefined;
  const readOnlyReason = actions.has('save') ? undefined : E.readOnly(EMAIL_STATUS_LABELS[email.status]);
  const brokenRules = result ? brokenRuleCount(result.violations) : dirty ? undefined : brokenRuleCount(email.violations ?? []);
  const failure = failureNoticeOf(email);
  const sending = email.status === 'SCHEDULED' || email.status === 'SENDING';
  const hold = email.status === 'SCHEDULED' ? holdIndicatorOf(email.holdReason) : undefined;

  const close = (next?: Dialog) => {
    setDialog(next);
    setDialogError(undefined);
  };

  const editInput = (): EmailEditInput => ({
    ...(linkedIn ? {} : { subject: draft.subject }),
    bodyHtml: html,
    updatedAt: draft.saved.updatedAt,
  });

  const saveDraft = async (): Promise<EmailMessage> => {
    const sent = editInput();
    const saved = await commands.update.mutateAsync(sent);
    dispatch({ type: 'saved', email: saved, sent: { subject: draft.subject, bodyHtml: sent.bodyHtml } });
    return saved;
  };

  /** Runs a change, reporting its failure above the editor. */
  const run = async (change: () => Promise<string | undefined>) => {
    setProblem(undefined);
    setNotice(undefined);
    try {
      const done = await change();
      if (done !== undefined) alerts.add({ type: 'success', message: done });
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  const save = () => {
    if (email.status === 'SCHEDULED') close('save-scheduled');
    else
      void run(async () => {
        await saveDraft();
        return A.saved;
      });
  };

  const regenerate = async (instruction: string) => {
    setDialogError(undefined);
    try {
      const written = await commands.regenerate.mutateAsync(instruction);
      dispatch({ type: 'load', email: written });
      close();
      alerts.add({ type: 'success', message: A.regenerated });
    } catch (error) {
      setDialogError(errorMessage(error));
    }
  };

  const schedule = async (choice: ScheduleChoice) => {
    setDialogError(undefined);
    try {
      if (dirty) await saveDraft();
      const scheduled = await commands.schedule.mutateAsync(choice);
      dispatch({ type: 'sync', email: scheduled });
      close();
      alerts.add({ type: 'success', message: SCHEDULE.done(formatDateTime(scheduled.scheduledAt)) });
    } catch (error) {
      setDialogError(errorMessage(error));
    }
  };

  const review = () =>
    void run(async () => {
      const next = nextReviewStatus(email.reviewStatus);
      dispatch({ type: 'sync', email: await commands.review.mutateAsync(next) });
      return next === 'REVIEWED' ? A.reviewed : A.notReviewed;
    });

  const unschedule = () =>
    void run(async () => {
      dispatch({ type: 'sync', email: await commands.unschedule.mutateAsync() });
      return A.unscheduled;
    });

  const cancel = () =>
    void run(async () => {
      try {
        dispatch({ type: 'sync', email: await commands.cancel.mutateAsync() });
        return A.cancelled;
      } finally {
        close();
      }
    });

  const remove = () =>
    void run(async () => {
      try {
        await commands.remove.mutateAsync();
      } finally {
        close();
      }
      onClose();
      return A.deleted;
    });

  const copy = async () => {
    setProblem(undefined);
    const text = recipientText(view);
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      setProblem({ header: A.failedHeader, message: A.clipboardFailed(errorMessage(error)) });
      return;
    }
    try {
      if (dirty) await saveDraft();
      dispatch({ type: 'sync', email: await commands.copied.mutateAsync() });
      alerts.add({ type: 'success', message: A.copied });
    } catch (error) {
      setProblem({ header: A.failedHeader, message: `${A.copiedNotMarked} ${errorMessage(error)}` });
    }
  };

  const restore = (entry: EmailHistoryEntry) => {
    dispatch({ type: 'restore', subject: entry.subject, bodyHtml: entry.bodyHtml });
    setNotice(H.restored);
  };

  const busy = commands.busy;
  const saveBlocked = !dirty
    ? A.nothingToSave
    : html.trim() === ''
      ? A.emptyBody
      : !draftFits(draft, html)
        ? E.cannotSave
        : undefined;
  const button = (label: string, onClick: () => void, pending: boolean) => (
    <Button loading={pending} disabled={busy && !pending} onClick={onClick}>
      {label}
    </Button>
  );

  return (
    <SpaceBetween size="l">
      <Container
        header={
          <Header
            variant="h2"
            description={detail.campaign?.name ?? S.campaignGone}
            actions={<Button variant="icon" iconName="close" ariaLabel={S.closeLabel} onClick={onRequestClose} />}
          >
            {linkedIn ? S.messageTo(recipient.label) : S.emailTo(recipient.label)}
          </Header>
        }
      >
        <SpaceBetween size="m">
          <KeyValuePairs
            columns={2}
            items={[
              { label: S.fields.to, value: recipient.to },
              { label: S.fields.campaign, value: detail.campaign?.name ?? S.campaignGone },
              {
                label: S.fields.status,
                value: (
                  <SpaceBetween size="xxxs">
                    <StatusIndicator type={EMAIL_STATUS_INDICATOR[email.status]}>
                      {EMAIL_STATUS_LABELS[email.status]}
                    </StatusIndicator>
                    {email.sentAgainstRules === true && <Box variant="small">{S.sentAgainstRules}</Box>}
                  </SpaceBetween>
                ),
              },
              { label: S.fields.review, value: REVIEW_STATUS_LABELS[email.reviewStatus] },
              { label: S.fields.type, value: S.typeAndStep(EMAIL_TYPE_LABELS[email.type], email.step) },
              { label: S.fields.channel, value: CHANNEL_LABELS[email.channel] },
              {
                label: email.sentAt === undefined ? S.fields.sender : S.fields.sentFrom,
                value: email.senderEmail ?? EMPTY_VALUE,
              },
              ...(email.scheduledAt === undefined
                ? []
                : [{ label: S.fields.scheduledAt, value: formatDateTime(email.scheduledAt) }]),
              ...(sending && email.plannedAt !== undefined
                ? [
                    {
                      label: S.fields.plannedAt,
                      value: plannedTimeText(email.plannedAt, email.plannedTimeZone, {
                        repTimeZone: browserTimeZone(),
                        now: new Date(),
                      }),
                    },
                    ...(email.plannedTimeZone === undefined
                      ? []
                      : [{ label: S.fields.plannedTimeZone, value: timeZoneLabel(email.plannedTimeZone) }]),
                  ]
                : []),
              ...(hold === undefined
                ? []
                : [{ label: S.fields.hold, value: <StatusIndicator type={hold.type}>{hold.text}</StatusIndicator> }]),
              ...(email.sentAt === undefined ? [] : [{ label: S.fields.sentAt, value: formatDateTime(email.sentAt) }]),
              ...(email.providerMessageId === undefined
                ? []
                : [{ label: S.fields.providerMessageId, value: email.providerMessageId }]),
              { label: S.fields.updatedAt, value: formatDateTime(email.updatedAt) },
            ]}
          />
          {failure !== undefined && (
            <Alert type="error" header={failure.header}>
              <SpaceBetween size="xs">
                <Box variant="p">{failure.reason}</Box>
                {failure.advice !== undefined && <Box variant="p">{failure.advice}</Box>}
              </SpaceBetween>
            </Alert>
          )}
          <div role="group" aria-label={S.actionsLabel}>
            <SpaceBetween direction="horizontal" size="xs" alignItems="center">
              {actions.has('save') && (
                <Button
                  variant="primary"
                  loading={commands.update.isPending && dialog === undefined}
                  disabled={saveBlocked !== undefined || (busy && !commands.update.isPending)}
                  disabledReason={saveBlocked}
                  onClick={save}
                >
                  {A.save}
                </Button>
              )}
              {actions.has('regenerate') && button(A.regenerate, () => close('regenerate'), false)}
              {actions.has('review') &&
                button(email.reviewStatus === 'REVIEWED' ? A.markNotReviewed : A.markReviewed, review, commands.review.isPending)}
              {actions.has('schedule') &&
                button(email.status === 'SCHEDULED' ? A.reschedule : A.schedule, () => close('schedule'), false)}
              {actions.has('unschedule') && button(A.unschedule, unschedule, commands.unschedule.isPending)}
              {actions.has('copy') && button(A.copy, () => void copy(), commands.copied.isPending)}
              {actions.has('cancel') && button(A.cancel, () => close('cancel'), false)}
              {actions.has('delete') && button(A.delete, () => close('delete'), false)}
              {dirty && <Badge color="blue">{E.unsaved}</Badge>}
            </SpaceBetween>
          </div>
        </SpaceBetween>
      </Container>

      {problem !== undefined && (
        <Alert
          type="error"
          header={problem.header}
          dismissible
          dismissAriaLabel={A.dismiss}
          onDismiss={() => setProblem(undefined)}
        >
          {problem.message}
        </Alert>
      )}
      {stale && <Alert type="warning">{S.refreshFailed}</Alert>}
      {draft.newer !== undefined && (
        <Alert
          type="warning"
          header={E.newerHeader}
          action={<Button onClick={() => dispatch({ type: 'load', email })}>{E.loadNewer}</Button>}
        >
          {E.newerText}
        </Alert>
      )}
      <LiveRegion hidden>{problem === undefined ? notice : `${problem.header}. ${problem.message}`}</LiveRegion>
      {notice !== undefined && (
        <Alert type="info" dismissible dismissAriaLabel={A.dismiss} onDismiss={() => setNotice(undefined)}>
          {notice}
        </Alert>
      )}

      {writing ? (
        <Container>
          <StatusIndicator type="loading">{S.beingWritten}</StatusIndicator>
        </Container>
      ) : (
        <>
          <EmailEditor
            draft={draft}
            html={html}
            dispatch={dispatch}
            check={check}
            result={result}
            firstName={detail.placeholders.firstName}
            readOnlyReason={readOnlyReason}
          />
          <EmailPreview view={view} recipientName={recipient.firstName} withChanges={dirty} />
          {email.channel === 'EMAIL' && <EmailSignature signature={detail.placeholders.signature} />}
        </>
      )}
      {showsActivity(email) && <EmailActivity activity={detail.activity} tracked={tracked} />}
      <ReplyList replies={detail.replies} />
      <EmailHistory history={detail.history} thread={detail.thread} onRestore={actions.has('save') ? restore : undefined} />

      {dialog === 'save-scheduled' && (
        <ConfirmModal
          header={A.saveScheduledHeader}
          confirm={A.saveScheduledConfirm}
          dismiss={A.back}
          busy={commands.update.isPending}
          onDismiss={() => close()}
          onConfirm={() =>
            void run(async () => {
              try {
                await saveDraft();
                return A.saved;
              } finally {
                close();
              }
            })
          }
        >
          <Box variant="p">{A.saveScheduledBody}</Box>
        </ConfirmModal>
      )}
      {dialog === 'regenerate' && (
        <RegenerateModal
          replacesChanges={dirty}
          scheduled={email.status === 'SCHEDULED'}
          busy={commands.regenerate.isPending}
          error={dialogError}
          onConfirm={(instruction) => void regenerate(instruction)}
          onDismiss={() => close()}
        />
      )}
      {dialog === 'schedule' && (
        <ScheduleModal
          nextSlot={detail.nextSlot}
          nextSlotTimeZone={detail.nextSlotTimeZone}
          scheduledAt={email.status === 'SCHEDULED' ? email.scheduledAt : undefined}
          brokenRules={brokenRules}
          savesFirst={dirty}
          timeZone={browserTimeZone()}
          busy={commands.update.isPending || commands.schedule.isPending}
          error={dialogError}
          onSchedule={(choice) => void schedule(choice)}
          onDismiss={() => close()}
        />
      )}
      {dialog === 'cancel' && (
        <ConfirmModal
          header={A.cancelHeader}
          confirm={A.cancelConfirm}
          dismiss={A.keep}
          busy={commands.cancel.isPending}
          onDismiss={() => close()}
          onConfirm={cancel}
        >
          <Box variant="p">{A.cancelBody}</Box>
        </ConfirmModal>
      )}
      {dialog === 'delete' && (
        <ConfirmModal
          header={A.deleteHeader}
          confirm={A.deleteConfirm}
          dismiss={A.back}
          busy={commands.remove.isPending}
          onDismiss={() => close()}
          onConfirm={remove}
        >
          <Box variant="p">{A.deleteBody}</Box>
        </ConfirmModal>
      )}
    </SpaceBetween>
  );
}
