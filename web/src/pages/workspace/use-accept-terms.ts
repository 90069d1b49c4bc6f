import { useMutation, useQueryClient } from '@tanstack/react-query';

import { userRoutes } from '../../../../shared/api/routes';
import { useApiClient } from '../../api/api-client-context';

/** Accepts the terms, then asks every answer again (those refused with 489 now succeed). */
export function useAcceptTerms() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await client.call(userRoutes.acceptTerms)).data,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
