import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Header from '@cloudscape-design/components/header';
import { useState } from 'react';

import type { Member } from '../../../../shared/api/schemas';
import { managesInstance } from '../../../../shared/domain/role';
import { errorMessage } from '../../api/error-message';
import { useAlerts } from '../../app/app-services';
import { formatDate } from '../../app/format';
import { ConfirmModal } from '../../components/confirm-modal';
import { EmptyState } from '../../components/empty-state';
import { PagedTable, usePageSize } from '../../components/list-page';
import { MEMBER_STRINGS as S, ROLE_LABELS } from './strings';
import { useMembers, useRemoveMember, useSetMemberRole } from './use-members';

export interface MembersTableProps {
  readonly namespaceId: string;
  /** the signed-in person's user id (never offered to remove) */
  readonly selfId: string | undefined;
  readonly manages: boolean;
}

/** The instance's members; a manager changes roles and removes, after confirming. */
export function MembersTable({ namespaceId, selfId, manages }: MembersTableProps) {
  const { pageSize, preferences } = usePageSize(S.pageSizeLabel);
  const list = useMembers(namespaceId, pageSize);
  const setRole = useSetMemberRole(namespaceId);
  const remove = useRemoveMember(namespaceId);
  const alerts = useAlerts();
  const [removing, setRemoving] = useState<Member | undefined>();
  const failed = (error: unknown) => alerts.add({ type: 'danger', message: errorMessage(error) });

  const actions = (member: Member) => {
    if (!manages || member.role === 'ADMIN') return null;
    const promote = !managesInstance(member.role);
    return (
      <ButtonDropdown
        variant="inline-icon"
        ariaLabel={`${S.columns.actions}: ${member.email}`}
        items={[
          { id: 'role', text: promote ? S.makeManager : S.makeMember },
          { id: 'remove', text: S.remove, disabled: member.userId === selfId },
        ]}
        onItemClick={({ detail }) => {
          if (detail.id === 'remove') return setRemoving(member);
          const role = promote ? 'MANAGER' : 'DEFAULT';
          setRole.mutate(
            { userId: member.userId, role },
            { onSuccess: () => alerts.add({ type: 'success', message: S.roleChanged(member.email, role) }), onError: failed },
          );
        }}
      />
    );
  };

  return (
    <>
      <PagedTable<Member>
        list={list}
        items={list.items}
        trackBy="userId"
        loadFailed={S.membersLoadFailed}
        header={
          <Header
            variant="h2"
            actions={<Button iconName="refresh" ariaLabel={S.refresh} onClick={() => void list.query.refetch()} />}
          >
            {S.membersHeader}
          </Header>
        }
        columnDefinitions={[
          { id: 'email', header: S.columns.email, cell: (m) => `${m.email}${m.userId === selfId ? ` ${S.you}` : ''}` },
          { id: 'name', header: S.columns.name, cell: (m) => m.firstName ?? '' },
          { id: 'role', header: S.columns.role, cell: (m) => ROLE_LABELS[m.role] },
          { id: 'since', header: S.columns.since, cell: (m) => formatDate(m.createdAt) },
          { id: 'actions', header: S.columns.actions, cell: actions },
        ]}
        empty={<EmptyState title={S.noMembersTitle}>{S.noMembers}</EmptyState>}
        preferences={preferences}
      />
      {removing && (
        <ConfirmModal
          header={S.removeHeader}
          confirm={S.remove}
          dismiss={S.cancel}
          busy={remove.isPending}
          onDismiss={() => setRemoving(undefined)}
          onConfirm={() =>
            remove.mutate(removing.userId, {
              onSuccess: () => alerts.add({ type: 'success', message: S.removed(removing.email) }),
              onError: failed,
              onSettled: () => setRemoving(undefined),
            })
          }
        >
          {S.removeBody(removing.email)}
        </ConfirmModal>
      )}
    </>
  );
}
