import { useMutation, useQueryClient } from '@tanstack/react-query';

import { invitationRoutes } from '../../../../shared/api/routes/invitation';
import { memberRoutes } from '../../../../shared/api/routes/member';
import { userRoutes } from '../../../../shared/api/routes/user';
import type { Member } from '../../../../shared/api/schemas';
import type { AssignableRole } from '../../../../shared/domain/role';
import type { Invitation, InviteInput } from '../../../../shared/schemas/invitation';
import { useApiClient } from '../../api/api-client-context';
import { listQueryKey, useRouteList } from '../../components/list-page';

/** The instance's members, a page at a time, oldest first. */
export function useMembers(namespaceId: string, pageSize: number) {
  return useRouteList<Member>(userRoutes.list, { namespaceId, pageSize, order: 'asc' });
}

/** The instance's invitations, a page at a time, newest first (managers only: the page asks only for them). */
export function useInvitations(namespaceId: string, pageSize: number) {
  return useRouteList<Invitation>(invitationRoutes.list, { namespaceId, pageSize });
}

/** Refreshes both tables after a change. */
function useRefresh(namespaceId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: listQueryKey(userRoutes.list, namespaceId) }),
      queryClient.invalidateQueries({ queryKey: listQueryKey(invitationRoutes.list, namespaceId) }),
    ]);
}

export function useInvite(namespaceId: string) {
  const client = useApiClient();
  const refresh = useRefresh(namespaceId);
  return useMutation({
    mutationFn: async (input: InviteInput) => (await client.call(invitationRoutes.create, { body: input, namespaceId })).data,
    onSuccess: refresh,
  });
}

export function useResendInvitation(namespaceId: string) {
  const client = useApiClient();
  const refresh = useRefresh(namespaceId);
  return useMutation({
    mutationFn: async (id: string) =>
      (await client.call(invitationRoutes.resend, { params: { id }, body: {}, namespaceId })).data,
    onSuccess: refresh,
  });
}

export function useRevokeInvitation(namespaceId: string) {
  const client = useApiClient();
  const refresh = useRefresh(namespaceId);
  return useMutation({
    mutationFn: async (id: string) => (await client.call(invitationRoutes.revoke, { params: { id }, namespaceId })).data,
    onSuccess: refresh,
  });
}

export function useSetMemberRole(namespaceId: string) {
  const client = useApiClient();
  const refresh = useRefresh(namespaceId);
  return useMutation({
    mutationFn: async ({ userId, role }: { userId: string; role: AssignableRole }) =>
      (await client.call(memberRoutes.setRole, { params: { id: userId }, body: { role }, namespaceId })).data,
    onSuccess: refresh,
  });
}

export function useRemoveMember(namespaceId: string) {
  const client = useApiClient();
  const refresh = useRefresh(namespaceId);
  return useMutation({
    mutationFn: async (userId: string) => (await client.call(userRoutes.delete, { params: { id: userId }, namespaceId })).data,
    onSuccess: refresh,
  });
}
