import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { invitationRoutes } from '../../../../shared/api/routes/invitation';
import { useApiClient } from '../../api/api-client-context';
import { AUTHENTICATE_QUERY_KEY, NAMESPACE_IDS_QUERY_KEY } from '../../app/query-keys';

/** What the invitation link offers (public: answered before anyone signs in). */
export function useInvitationPreview(token: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: [invitationRoutes.preview.name, token],
    queryFn: async ({ signal }) => (await client.call(invitationRoutes.preview, { query: { token }, signal })).data,
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Accepts the invitation as the signed-in person; their instances are read again, the new one among them. */
export function useAcceptInvitation(token: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await client.call(invitationRoutes.accept, { body: { token } })).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: AUTHENTICATE_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: NAMESPACE_IDS_QUERY_KEY }),
      ]),
  });
}
