import { useMutation, useQueryClient } from '@tanstack/react-query';

import { namespaceRoutes } from '../../../../shared/api/routes/namespace';
import type { Namespace, NewNamespaceInput } from '../../../../shared/schemas/namespace';
import { useApiClient } from '../../api/api-client-context';
import { PATHS } from '../paths';
import { AUTHENTICATE_QUERY_KEY, NAMESPACE_IDS_QUERY_KEY, namespaceQueryKey } from '../query-keys';
import { useSwitchInstance } from './use-instance';

/**
 * Creates an instance (`POST /api/namespace`) and switches to it: the selector lists it at once,
 * since the list of instances is fetched afresh.
 */
export function useCreateInstance() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const switchInstance = useSwitchInstance();
  return useMutation({
    mutationFn: async (body: NewNamespaceInput) => (await client.call(namespaceRoutes.create, { body })).data,
    onSuccess: async (namespace: Namespace) => {
      queryClient.setQueryData(namespaceQueryKey(namespace.id), namespace);
      await queryClient.invalidateQueries({ queryKey: NAMESPACE_IDS_QUERY_KEY });
      switchInstance(namespace.id);
    },
  });
}

/** Renames the instance (`PUT /api/namespace`, managers only); the app's copy of the instance follows. */
export function useRenameInstance(namespaceId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => (await client.call(namespaceRoutes.update, { body: { name }, namespaceId })).data,
    onSuccess: (namespace: Namespace) => queryClient.setQueryData(namespaceQueryKey(namespaceId), namespace),
  });
}

/**
 * Leaves the instance (`POST /api/namespace/leave`) and switches to the dashboard of the caller's
 * default instance after it (a first instance started for them when none was left).
 */
export function useLeaveInstance(namespaceId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const switchInstance = useSwitchInstance();
  return useMutation({
    mutationFn: async () => (await client.call(namespaceRoutes.leave, { body: { namespaceId } })).data.defaultNamespaceId,
    onSuccess: async (next: string) => {
      queryClient.removeQueries({ queryKey: namespaceQueryKey(namespaceId) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: NAMESPACE_IDS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: AUTHENTICATE_QUERY_KEY }),
      ]);
      // the page shown belonged to the instance left: start again from the dashboard of the next
      switchInstance(next, PATHS.dashboard);
    },
  });
}
