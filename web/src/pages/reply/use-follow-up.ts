import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { replyRoutes } from '../../../../shared/api/routes/reply';
import type { FollowUpInput } from '../../../../shared/schemas/follow-up';
import { useApiClient } from '../../api/api-client-context';
import { isEmailQueryKey } from '../../app/query-keys';

/** How often the follow-ups of an open message refresh while one waits to leave. */
export const FOLLOW_UP_POLL_INTERVAL_MS = 5_000;

/** What a follow-up to a message starts from, and the follow-ups written to it (refreshed while one is on its way). */
export function useFollowUpDraft(namespaceId: string, replyId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: [replyRoutes.followUpDraft.name, namespaceId, replyId],
    queryFn: async ({ signal }) =>
      (await client.call(replyRoutes.followUpDraft, { params: { id: replyId }, namespaceId, signal })).data,
    refetchInterval: (query) =>
      query.state.data?.followUps.some((email) => email.status === 'SCHEDULED' || email.status === 'SENDING')
        ? FOLLOW_UP_POLL_INTERVAL_MS
        : false,
  });
}

/** Writes a follow-up by hand; refreshes the message's follow-ups and everything that lists emails. */
export function useSendFollowUp(namespaceId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ replyId, input }: { replyId: string; input: FollowUpInput }) =>
      (await client.call(replyRoutes.followUp, { params: { id: replyId }, body: input, namespaceId })).data,
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => {
          const [name, namespace] = query.queryKey;
          if (namespace !== namespaceId || typeof name !== 'string') return false;
          return (
            name === replyRoutes.followUpDraft.name || name.startsWith('contact.') || isEmailQueryKey(query.queryKey, namespaceId)
          );
        },
      }),
  });
}
