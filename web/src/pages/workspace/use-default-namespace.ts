import { useQuery } from '@tanstack/react-query';

import { namespaceRoutes } from '../../../../shared/api/routes';
import { useApiClient } from '../../api/api-client-context';

/** The caller's default instance (its name, tier and trial), once its id is known. */
export function useDefaultNamespace(namespaceId: string | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['namespace', 'default', namespaceId],
    queryFn: async ({ signal }) => (await client.call(namespaceRoutes.default, { namespaceId, signal })).data,
    enabled: namespaceId !== undefined,
  });
}
