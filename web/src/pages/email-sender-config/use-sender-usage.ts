import { useQuery } from '@tanstack/react-query';

import { senderRoutes } from '../../../../shared/api/routes/email-sender-config';
import { useApiClient } from '../../api/api-client-context';

/** How often today's sends are read again while the page is open: the planner runs every 5 minutes. */
const REFRESH_MS = 60_000;

/**
 * The key of a sender's usage. It starts with the route's name, so the senders page's writes (which
 * refresh every `email-sender-config.` answer of the instance) refresh it too.
 */
export const senderUsageQueryKey = (namespaceId: string, senderId: string) =>
  ['email-sender-config.usage', namespaceId, senderId] as const;

/** A sender's sends today against its daily cap, and its warm-up; read again every minute. */
export function useSenderUsage(namespaceId: string, senderId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: senderUsageQueryKey(namespaceId, senderId),
    queryFn: async ({ signal }) =>
      (await client.call(senderRoutes.usage, { params: { id: senderId }, namespaceId, signal })).data,
    refetchInterval: REFRESH_MS,
  });
}
