import { useMutation, useQueryClient } from '@tanstack/react-query';

import { namespaceRoutes } from '../../../../shared/api/routes/namespace';
import type { Namespace, NamespaceSettingsInput } from '../../../../shared/schemas/namespace';
import { useApiClient } from '../../api/api-client-context';
import { namespaceQueryKey } from '../../app/query-keys';

/** Saves the instance's name and time zone (`PUT /api/namespace`); the app's copy of the instance follows. */
export function useUpdateInstance(namespaceId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NamespaceSettingsInput) => (await client.call(namespaceRoutes.update, { body, namespaceId })).data,
    onSuccess: (namespace: Namespace) => queryClient.setQueryData(namespaceQueryKey(namespaceId), namespace),
  });
}
