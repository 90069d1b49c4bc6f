import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';

import type { Invitation } from '../../../../shared/schemas/invitation';
import { errorMessage } from '../../api/error-message';
import { useAlerts } from '../../app/app-services';
import { formatDate } from '../../app/format';
import { ConfirmModal } from '../../components/confirm-modal';
import { EmptyState } from '../../components/empty-state';
import { PagedTable, usePageSize } from '../../components/list-page';
import { MEMBER_STRINGS as S, ROLE_LABELS, STATUS_LABELS } from './strings';
import { useInvitations, useResendInvitation, useRevokeInvitation } from './use-members';

/** An invitation's status as the manager reads it: a pending one past its expiry is expired. */
function Status({ invitation }: { invitation: Invitation }) {
  if (invitation.status === 'PENDING' && invitation.expiresAt <= new Date().toISOString())
    return <StatusIndicator type="stopped">{S.expired}</StatusIndicator>;
  const type = invitation.status === 'PENDING' ? 'pending' : invitation.status === 'ACCEPTED' ? 'success' : 'stopped';
  return <StatusIndicator type={type}>{STATUS_LABELS[invitation.status]}</StatusIndicator>;
}

/** The instance's invitations (managers only): resend a pending one, or revoke it after confirming. */
export function InvitationsTable({ namespaceId, onInvite }: { namespaceId: string; onInvite: () => void }) {
  const { pageSize, preferences } = usePageSize(S.pageSizeLabel);
  const list = useInvitations(namespaceId, pageSize);
  const resend = useResendInvitation(namespaceId);
  const revoke = useRevokeInvitation(namespaceId);
  const alerts = useAlerts();
  const [revoking, setRevoking] = useState<Invitation | undefined>();
  const failed = (error: unknown) => alerts.add({ type: 'danger', message: errorMessage(error) });

  const actions = (invitation: Invitation) =>
    invitation.status !== 'PENDING' ? null : (
      <ButtonDropdown
        variant="inline-icon"
        ariaLabel={`${S.columns.actions}: ${invitation.email}`}
        items={[
          { id: 'resend', text: S.resend },
          { id: 'revoke', text: S.revoke },
        ]}
        onItemClick={({ detail }) => {
          if (detail.id === 'revoke') return setRevoking(invitation);
          resend.mutate(invitation.id, {
            onSuccess: () => alerts.add({ type: 'success', message: S.resent(invitation.email) }),
            onError: failed,
          });
        }}
      />
    );

  return (
    <>
      <PagedTable<Invitation>
        list={list}
        items={list.items}
        loadFailed={S.invitationsLoadFailed}
        header={
          <Header
            variant="h2"
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button iconName="refresh" ariaLabel={S.refresh} onClick={() => void list.query.refetch()} />
                <Button variant="primary" onClick={onInvite}>
                  {S.invite}
                </Button>
              </SpaceBetween>
            }
          >
            {S.invitationsHeader}
          </Header>
        }
        columnDefinitions={[
          { id: 'email', header: S.columns.email, cell: (i) => i.email },
          { id: 'role', header: S.columns.role, cell: (i) => ROLE_LABELS[i.role] },
          { id: 'status', header: S.columns.status, cell: (i) => <Status invitation={i} /> },
          { id: 'invitedBy', header: S.columns.invitedBy, cell: (i) => i.invitedByName },
          { id: 'expires', header: S.columns.expires, cell: (i) => formatDate(i.expiresAt) },
          { id: 'actions', header: S.columns.actions, cell: actions },
        ]}
        empty={
          <EmptyState title={S.noInvitationsTitle} action={<Button onClick={onInvite}>{S.invite}</Button>}>
            {S.noInvitations}
          </EmptyState>
        }
        preferences={preferences}
      />
      {revoking && (
        <ConfirmModal
          header={S.revokeHeader}
          confirm={S.revoke}
          dismiss={S.cancel}
          busy={revoke.isPending}
          onDismiss={() => setRevoking(undefined)}
          onConfirm={() =>
            revoke.mutate(revoking.id, {
              onSuccess: () => alerts.add({ type: 'success', message: S.revoked(revoking.email) }),
              onError: failed,
              onSettled: () => setRevoking(undefined),
            })
          }
        >
          {S.revokeBody(revoking.email)}
        </ConfirmModal>
      )}
    </>
  );
}
