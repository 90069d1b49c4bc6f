import { useMutation, useQueryClient } from '@tanstack/react-query';

import { userRoutes } from '../../../../shared/api/routes/user';
import type { User } from '../../../../shared/schemas/user';
import { useApiClient } from '../../api/api-client-context';
import { useAlerts, useAppServices } from '../../app/app-services';
import { AUTHENTICATE_QUERY_KEY } from '../../app/query-keys';

interface Authenticated {
  readonly user: User;
}

/**
 * Accepts the terms (`POST /api/user/acceptTerms`); the user it answers replaces the cached one,
 * so the shell continues its flow at once, and every answer refused with 489 is asked again.
 */
export function useAcceptTerms() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { account } = useAppServices();
  const alerts = useAlerts();
  return useMutation({
    mutationFn: async () => (await client.call(userRoutes.acceptTerms)).data,
    onSuccess: async (user) => {
      queryClient.setQueryData<Authenticated>(AUTHENTICATE_QUERY_KEY, (previous) =>
        previous ? { ...previous, user } : previous,
      );
      account.termsAccepted();
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== AUTHENTICATE_QUERY_KEY[0] });
    },
    onError: (error) => alerts.reportError(error),
  });
}
