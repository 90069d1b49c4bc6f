import { useEffect, useMemo, useReducer, useState, type Dispatch } from 'react';

import { checkEmail } from '../../../../../shared/rules/email/check';
import type { EmailMessage } from '../../../../../shared/schemas/email-message';
import type { EmailDetail, EmailEditInput, EmailHistoryEntry } from '../../../../../shared/schemas/email-review';
import { ApiError } from '../../../api/client';
import { errorMessage } from '../../../api/error-message';
import { useAlerts } from '../../../app/app-services';
import { formatDateTime } from '../../campaign/format';
import { nextReviewStatus } from './email-actions';
import { draftHtml, draftReducer, initialDraft, isDirty, type DraftAction } from './email-draft';
import { recipientText, recipientView } from './recipient-view';
import type { ScheduleChoice } from './schedule-modal';
import { EMAIL_ACTION_STRINGS as A, EMAIL_HISTORY_STRINGS as H, EMAIL_SCHEDULE_STRINGS as SCHEDULE } from './strings';
import { useEmailCommands } from './use-email-detail';

/** The dialogs of the workspace: each asks before a change, or for what it needs. */
export type WorkspaceDialog = 'save-scheduled' | 'regenerate' | 'schedule' | 'cancel' | 'delete';

/** A change that failed, shown above the editor. */
export interface Problem {
  readonly header: string;
  readonly message: string;
}

/** The problem to show for a failed change: a 409 says the email is no longer as shown. */
function problemOf(error: unknown): Problem {
  return {
    header: error instanceof ApiError && error.status === 409 ? A.refusedHeader : A.failedHeader,
    message: errorMessage(error),
  };
}

/**
 * The draft of the email being edited and what it reads as: its HTML, the rules' verdict on every
 * change, and the email as its recipient will read it. Follows the email as the page reads it again.
 */
export function useEmailDraft(detail: EmailDetail, onDirtyChange: (dirty: boolean) => void) {
  const { email, check } = detail;
  const [draft, dispatch] = useReducer(draftReducer, undefined, () => initialDraft(email, check?.footer ?? true));
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
  return { draft, dispatch, html, dirty, result, view, linkedIn };
}

/** The draft as `useEmailDraft` answers it. */
export type EmailDraft = ReturnType<typeof useEmailDraft>;

/** What went wrong with the last change (`problem`) or what the rep should know (`notice`), and running a change that reports both. */
function useWorkspaceMessages() {
  const alerts = useAlerts();
  const [problem, setProblem] = useState<Problem | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  /** Runs a change: its answer becomes a success alert, its failure the problem shown above the editor. */
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
  return { alerts, problem, setProblem, notice, setNotice, run };
}

/** Saves the draft, and takes the saved email in as the draft's new starting point. */
function draftSaver(draft: EmailDraft, update: ReturnType<typeof useEmailCommands>['update']) {
  return async (): Promise<EmailMessage> => {
    const sent: EmailEditInput = {
      ...(draft.linkedIn ? {} : { subject: draft.draft.subject }),
      bodyHtml: draft.html,
      updatedAt: draft.draft.saved.updatedAt,
    };
    const saved = await update.mutateAsync(sent);
    draft.dispatch({ type: 'saved', email: saved, sent: { subject: draft.draft.subject, bodyHtml: sent.bodyHtml } });
    return saved;
  };
}

/** A change made in a dialog: its failure stays in the dialog; on success the dialog closes with a success alert. */
function dialogChange(
  setDialogError: (error: string | undefined) => void,
  close: () => void,
  success: (message: string) => void,
) {
  return async (change: () => Promise<string>) => {
    setDialogError(undefined);
    try {
      const message = await change();
      close();
      success(message);
    } catch (error) {
      setDialogError(errorMessage(error));
    }
  };
}

export interface WorkspaceCommandsInput {
  readonly detail: EmailDetail;
  readonly namespaceId: string;
  readonly draft: EmailDraft;
  readonly onChanged: () => void;
  readonly onClose: () => void;
}

/**
 * Every change the workspace makes to its email (save, regenerate, schedule, review, unschedule,
 * copy, cancel, delete, restore a version), with the dialog open and what went wrong.
 */
export function useWorkspaceCommands({ detail, namespaceId, draft, onChanged, onClose }: WorkspaceCommandsInput) {
  const { email } = detail;
  const dispatch: Dispatch<DraftAction> = draft.dispatch;
  const commands = useEmailCommands(namespaceId, email.id, onChanged);
  const messages = useWorkspaceMessages();
  const { run, alerts } = messages;
  const [dialog, setDialog] = useState<WorkspaceDialog | undefined>();
  const [dialogError, setDialogError] = useState<string | undefined>();
  const open = (next?: WorkspaceDialog) => {
    setDialog(next);
    setDialogError(undefined);
  };
  const close = () => open();
  const saveDraft = draftSaver(draft, commands.update);
  const saveAndSay = async () => {
    await saveDraft();
    return A.saved;
  };
  const inDialog = dialogChange(setDialogError, close, (message) => alerts.add({ type: 'success', message }));
  /** a change confirmed in a dialog, reported above the editor; the dialog closes either way */
  const confirmed = (change: () => Promise<string>) =>
    void run(async () => {
      try {
        return await change();
      } finally {
        close();
      }
    });

  return {
    commands,
    ...messages,
    dialog,
    dialogError,
    open,
    close,
    save: () => {
      if (email.status === 'SCHEDULED') open('save-scheduled');
      else void run(saveAndSay);
    },
    saveScheduled: () => confirmed(saveAndSay),
    regenerate: (instruction: string) =>
      void inDialog(async () => {
        dispatch({ type: 'load', email: await commands.regenerate.mutateAsync(instruction) });
        return A.regenerated;
      }),
    schedule: (choice: ScheduleChoice) =>
      void inDialog(async () => {
        if (draft.dirty) await saveDraft();
        const scheduled = await commands.schedule.mutateAsync(choice);
        dispatch({ type: 'sync', email: scheduled });
        return SCHEDULE.done(formatDateTime(scheduled.scheduledAt));
      }),
    review: () =>
      void run(async () => {
        const next = nextReviewStatus(email.reviewStatus);
        dispatch({ type: 'sync', email: await commands.review.mutateAsync(next) });
        return next === 'REVIEWED' ? A.reviewed : A.notReviewed;
      }),
    unschedule: () =>
      void run(async () => {
        dispatch({ type: 'sync', email: await commands.unschedule.mutateAsync() });
        return A.unscheduled;
      }),
    cancel: () =>
      confirmed(async () => {
        dispatch({ type: 'sync', email: await commands.cancel.mutateAsync() });
        return A.cancelled;
      }),
    remove: () =>
      void run(async () => {
        try {
          await commands.remove.mutateAsync();
        } finally {
          close();
        }
        onClose();
        return A.deleted;
      }),
    copy: () => void copyForRecipient(draft, saveDraft, commands.copied, messages),
    restore: (entry: EmailHistoryEntry) => {
      dispatch({ type: 'restore', subject: entry.subject, bodyHtml: entry.bodyHtml });
      messages.setNotice(H.restored);
    },
  };
}

/**
 * Copies the message as its recipient will read it (a LinkedIn message is sent by hand), saves the
 * draft if it changed, and marks the email copied; each failure says which step failed.
 */
async function copyForRecipient(
  draft: EmailDraft,
  saveDraft: () => Promise<EmailMessage>,
  copied: ReturnType<typeof useEmailCommands>['copied'],
  messages: ReturnType<typeof useWorkspaceMessages>,
) {
  messages.setProblem(undefined);
  try {
    await navigator.clipboard.writeText(recipientText(draft.view));
  } catch (error) {
    messages.setProblem({ header: A.failedHeader, message: A.clipboardFailed(errorMessage(error)) });
    return;
  }
  try {
    if (draft.dirty) await saveDraft();
    draft.dispatch({ type: 'sync', email: await copied.mutateAsync() });
    messages.alerts.add({ type: 'success', message: A.copied });
  } catch (error) {
    messages.setProblem({ header: A.failedHeader, message: `${A.copiedNotMarked} ${errorMessage(error)}` });
  }
}

/** The workspace's commands as `useWorkspaceCommands` answers them. */
export type WorkspaceCommands = ReturnType<typeof useWorkspaceCommands>;
