import { useQuery } from '@tanstack/react-query';

import { integrationRoutes } from '../../../../shared/api/routes/integration';
import { useApiClient } from '../../api/api-client-context';

/** The CRM integrations of the instance, both types, set up or not (`GET /api/integration`). */
export function useIntegrations(namespaceId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['integration', namespaceId],
    queryFn: async ({ signal }) => (await client.call(integrationRoutes.list, { namespaceId, signal })).data.integrations,
  });
}
