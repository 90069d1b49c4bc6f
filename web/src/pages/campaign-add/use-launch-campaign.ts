import { useMutation, useQueryClient } from '@tanstack/react-query';

import { campaignRoutes } from '../../../../shared/api/routes/campaign';
import type { CreateCampaignInput } from '../../../../shared/schemas/campaign';
import { useApiClient } from '../../api/api-client-context';

/**
 * Creates the campaign (201): it starts RUNNING and the server queues its first emails at once.
 * Every campaign answer of the instance is refreshed, so the list shows it.
 */
export function useLaunchCampaign(namespaceId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateCampaignInput) =>
      (await client.call(campaignRoutes.create, { body: input, namespaceId })).data,
    onSuccess: () =>
      void queryClient.invalidateQueries({
        predicate: ({ queryKey: [name, instance] }) =>
          typeof name === 'string' && name.startsWith('campaign.') && instance === namespaceId,
      }),
  });
}
