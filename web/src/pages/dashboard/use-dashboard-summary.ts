import { useQuery } from '@tanstack/react-query';

import { dashboardRoutes } from '../../../../shared/api/routes/dashboard';
import { useApiClient } from '../../api/api-client-context';

/** The numbers of the dashboard for an instance, once its id is known. */
export function useDashboardSummary(namespaceId: string | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['dashboard', namespaceId, 'summary'],
    queryFn: async ({ signal }) => (await client.call(dashboardRoutes.summary, { namespaceId, signal })).data,
    enabled: namespaceId !== undefined,
  });
}
