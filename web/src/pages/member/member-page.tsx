import Alert from '@cloudscape-design/components/alert';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';

import { managesInstance } from '../../../../shared/domain/role';
import { useAuthenticate, useRole } from '../../app/account/use-account-queries';
import { useSelectedNamespaceId } from '../../app/instance/use-instance';
import { InvitationsTable } from './invitations-table';
import { InviteModal } from './invite-modal';
import { MembersTable } from './members-table';
import { MEMBER_STRINGS as S } from './strings';

/**
 * `/member`: the instance's members and, for its managers, its invitations, with the Invite
 * dialog. Other members see who belongs to the instance.
 */
export function MemberPage() {
  const namespaceId = useSelectedNamespaceId();
  const role = useRole(namespaceId);
  const selfId = useAuthenticate().data?.user.id;
  const manages = role !== undefined && managesInstance(role);
  const [inviting, setInviting] = useState(false);

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={S.description}>
          {S.header}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {role !== undefined && !manages && <Alert type="info">{S.managersOnly}</Alert>}
        <MembersTable namespaceId={namespaceId} selfId={selfId} manages={manages} />
        {manages && <InvitationsTable namespaceId={namespaceId} onInvite={() => setInviting(true)} />}
      </SpaceBetween>
      {inviting && <InviteModal namespaceId={namespaceId} onDismiss={() => setInviting(false)} />}
    </ContentLayout>
  );
}
