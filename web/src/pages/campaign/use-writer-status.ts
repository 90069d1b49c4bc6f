import { useQuery } from '@tanstack/react-query';

import { campaignStatusRoutes } from '../../../../shared/api/routes/campaign';
import { useApiClient } from '../../api/api-client-context';
import { writerStatusQueryKey } from '../../app/query-keys';

/** Which writer writes the instance's emails; it changes only with a deploy, so it is read once. */
export function useWriterStatus(namespaceId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: writerStatusQueryKey(namespaceId),
    queryFn: async ({ signal }) => (await client.call(campaignStatusRoutes.writer, { namespaceId, signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}
