import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useEffect, useState } from 'react';

import { ApiError } from '../../../api/client';
import { errorMessage } from '../../../api/error-message';
import { useSelectedNamespaceId } from '../../../app/instance/use-instance';
import { ConfirmModal } from '../../../components/confirm-modal';
import { EmailWorkspace } from './email-workspace';
import { EMAIL_PANEL_STRINGS as S, EMAIL_UNSAVED_STRINGS as U } from './strings';
import { useEmailDetail } from './use-email-detail';

export interface EmailDetailPanelProps {
  /** the email to show */
  readonly emailId: string;
  /** called after every change to the email (saved, scheduled, deleted, …), so the list can refresh */
  readonly onChanged: () => void;
  /** called when the rep closes the panel (having confirmed discarding unsaved changes) or deletes the email */
  readonly onClose: () => void;
}

/** Asks the browser to confirm leaving the page while there are unsaved changes. */
function useLeaveGuard(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const guard = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers ask only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', guard);
    return () => window.removeEventListener('beforeunload', guard);
  }, [active]);
}

/**
 * One email of the review queue: read it, edit it against the writing rules, write it again, mark
 * it reviewed, schedule, cancel, delete or copy it, and see its history and thread. Unsaved changes
 * are not lost silently: closing the panel, choosing another email or leaving the page asks first.
 */
export function EmailDetailPanel({ emailId, onChanged, onClose }: EmailDetailPanelProps) {
  const namespaceId = useSelectedNamespaceId();
  const [shownId, setShownId] = useState(emailId);
  const [dirty, setDirty] = useState(false);
  const [declinedId, setDeclinedId] = useState<string | undefined>();
  const [closing, setClosing] = useState(false);
  useLeaveGuard(dirty);

  // another email was chosen: it opens at once unless the one shown has unsaved changes
  if (emailId !== shownId && !dirty) {
    setShownId(emailId);
    setDeclinedId(undefined);
  }
  const switching = emailId !== shownId;
  const asking = switching && declinedId !== emailId;

  const openChosen = () => {
    setDirty(false);
    setDeclinedId(undefined);
    setShownId(emailId);
  };
  const requestClose = () => (dirty ? setClosing(true) : onClose());

  return (
    <SpaceBetween size="l">
      {switching && !asking && (
        <Alert type="info" action={<Button onClick={openChosen}>{U.openChosen}</Button>}>
          {U.pending}
        </Alert>
      )}
      <EmailDetailView
        key={`${namespaceId}/${shownId}`}
        namespaceId={namespaceId}
        emailId={shownId}
        onChanged={onChanged}
        onClose={onClose}
        onRequestClose={requestClose}
        onDirtyChange={setDirty}
      />
      {asking && (
        <ConfirmModal
          header={U.header}
          confirm={U.discard}
          dismiss={U.keepEditing}
          onConfirm={openChosen}
          onDismiss={() => setDeclinedId(emailId)}
        >
          <Box variant="p">{U.switchBody}</Box>
        </ConfirmModal>
      )}
      {closing && (
        <ConfirmModal
          header={U.header}
          confirm={U.discard}
          dismiss={U.keepEditing}
          onConfirm={() => {
            setClosing(false);
            setDirty(false);
            onClose();
          }}
          onDismiss={() => setClosing(false)}
        >
          <Box variant="p">{U.closeBody}</Box>
        </ConfirmModal>
      )}
    </SpaceBetween>
  );
}

interface EmailDetailViewProps {
  readonly namespaceId: string;
  readonly emailId: string;
  readonly onChanged: () => void;
  readonly onClose: () => void;
  readonly onRequestClose: () => void;
  readonly onDirtyChange: (dirty: boolean) => void;
}

/** One email's detail as it loads: a spinner, the failure, "no longer exists", or the email. */
function EmailDetailView({ namespaceId, emailId, onChanged, onClose, onRequestClose, onDirtyChange }: EmailDetailViewProps) {
  const detail = useEmailDetail(namespaceId, emailId);
  const closeButton = <Button variant="icon" iconName="close" ariaLabel={S.closeLabel} onClick={onRequestClose} />;

  if (detail.data !== undefined) {
    return (
      <EmailWorkspace
        detail={detail.data}
        namespaceId={namespaceId}
        onChanged={onChanged}
        onClose={onClose}
        onRequestClose={onRequestClose}
        onDirtyChange={onDirtyChange}
        stale={detail.isError}
      />
    );
  }
  const notFound = detail.error instanceof ApiError && detail.error.status === 404;
  return (
    <Container
      header={
        <Header variant="h2" actions={closeButton}>
          {S.title}
        </Header>
      }
    >
      {notFound ? (
        <Alert type="error" header={S.notFoundHeader}>
          {S.notFoundText}
        </Alert>
      ) : detail.isError ? (
        <Alert type="error" header={S.loadFailedHeader} action={<Button onClick={() => void detail.refetch()}>{S.retry}</Button>}>
          {errorMessage(detail.error)}
        </Alert>
      ) : (
        <Box textAlign="center" padding="l">
          <Spinner /> {S.loading}
        </Box>
      )}
    </Container>
  );
}
