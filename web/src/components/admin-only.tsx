import type { ReactNode } from 'react';

import { useRoleAnswer } from '../app/account/use-account-queries';
import { useSelectedNamespaceId } from '../app/instance/use-instance';
import { PageLoading } from '../app/page-loading';
import { PlaceholderPage } from './placeholder-page';

/** Shows its page to admins of the instance only (docs/product.md, Roles); others learn why it is not for them. */
export function AdminOnly({ title, children }: { title: string; children: ReactNode }) {
  const answer = useRoleAnswer(useSelectedNamespaceId());
  if (answer.isPending) return <PageLoading />;
  if (answer.data !== undefined && 'role' in answer.data && answer.data.role === 'ADMIN') return children;
  return (
    <PlaceholderPage
      title={title}
      description="Inbound AI answers the messages that come to you."
      emptyTitle="For admins only"
      emptyText="Inbound AI is available to the admins of this instance. Ask one of them to give you the admin role."
    />
  );
}
