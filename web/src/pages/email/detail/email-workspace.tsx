import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';

import { EMAIL_STATUS_LABELS } from '../../../../../shared/domain/email';
import { tracksOpensAndClicks } from '../../../../../shared/domain/namespace';
import type { EmailDetail } from '../../../../../shared/schemas/email-review';
import { useInstance } from '../../../app/account/use-account-queries';
import { ReplyList } from '../../../components/reply-list';
import { panelActions } from './email-actions';
import { EmailActivity, showsActivity } from './email-activity';
import { EmailEditor } from './email-editor';
import { EmailFacts, recipientOf } from './email-facts';
import { EmailHistory } from './email-history';
import { EmailPreview } from './email-preview';
import { EmailSignature } from './email-signature';
import { EMAIL_EDITOR_STRINGS as E, EMAIL_PANEL_STRINGS as S } from './strings';
import { useEmailDraft, useWorkspaceCommands } from './use-email-workspace';
import { WorkspaceActions, WorkspaceDialogs, WorkspaceNotices } from './workspace-parts';

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

/**
 * One email, loaded: who it goes to and where it stands, the buttons its status allows, the editor
 * checked on every change, the email as its recipient will read it, and its history and thread.
 */
export function EmailWorkspace(props: EmailWorkspaceProps) {
  const { detail, namespaceId } = props;
  const { email } = detail;
  const instance = useInstance(namespaceId).data;
  // until the instance is read, nothing is said about tracking being off
  const tracked = instance === undefined || tracksOpensAndClicks(instance);
  const draft = useEmailDraft(detail, props.onDirtyChange);
  const work = useWorkspaceCommands({ detail, namespaceId, draft, onChanged: props.onChanged, onClose: props.onClose });
  const actions = panelActions(email);
  const writing = email.status === 'CREATED' && email.bodyHtml === undefined;
  const readOnlyReason = actions.has('save') ? undefined : E.readOnly(EMAIL_STATUS_LABELS[email.status]);
  const parts = { detail, draft, work };

  return (
    <SpaceBetween size="l">
      <EmailFacts detail={detail} actions={<WorkspaceActions {...parts} />} onRequestClose={props.onRequestClose} />
      <WorkspaceNotices {...parts} stale={props.stale} />
      {writing ? (
        <Container>
          <StatusIndicator type="loading">{S.beingWritten}</StatusIndicator>
        </Container>
      ) : (
        <>
          <EmailEditor
            draft={draft.draft}
            html={draft.html}
            dispatch={draft.dispatch}
            check={detail.check}
            result={draft.result}
            firstName={detail.placeholders.firstName}
            readOnlyReason={readOnlyReason}
          />
          <EmailPreview view={draft.view} recipientName={recipientOf(detail).firstName} withChanges={draft.dirty} />
          {email.channel === 'EMAIL' && <EmailSignature signature={detail.placeholders.signature} />}
        </>
      )}
      {showsActivity(email) && <EmailActivity activity={detail.activity} tracked={tracked} />}
      <ReplyList replies={detail.replies} />
      <EmailHistory history={detail.history} thread={detail.thread} onRestore={actions.has('save') ? work.restore : undefined} />
      <WorkspaceDialogs {...parts} />
    </SpaceBetween>
  );
}
