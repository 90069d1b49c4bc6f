import { useQuery } from '@tanstack/react-query';

import { userRoutes } from '../../../../shared/api/routes';
import { useApiClient } from '../../api/api-client-context';

export const AUTHENTICATE_QUERY_KEY = ['user', 'authenticate'] as const;

/** The sign-in hand-shake: the user (created on first use), their default instance and their instances. */
export function useAuthenticate() {
  const client = useApiClient();
  return useQuery({
    queryKey: AUTHENTICATE_QUERY_KEY,
    queryFn: async ({ signal }) => (await client.call(userRoutes.authenticate, { signal })).data,
    staleTime: 5 * 60_000,
  });
}
