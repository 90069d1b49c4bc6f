import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';

import { userRoutes } from '../../../../shared/api/routes/user';
import { SELECTED_NAMESPACE_STORAGE_KEY } from '../../../../shared/domain/product';
import { useApiClient } from '../../api/api-client-context';

/** The URL query parameter that selects the instance (docs/product.md, Screens and shell). */
export const INSTANCE_QUERY_PARAMETER = 'instance';

/** The instance a page shows, or why it is not known yet. */
export interface SelectedNamespace {
  readonly namespaceId: string | undefined;
  readonly isPending: boolean;
  readonly error: Error | null;
  readonly retry: () => void;
}

function storedNamespaceId(): string | undefined {
  try {
    return window.localStorage.getItem(SELECTED_NAMESPACE_STORAGE_KEY) ?? undefined;
  } catch {
    // storage can be unavailable (private browsing, blocked site data): the default instance is used
    return undefined;
  }
}

/**
 * The instance the dashboard shows: the `instance` URL parameter, else the stored selection, else
 * the caller's default instance (asked of the API only when neither is there).
 */
export function useSelectedNamespace(): SelectedNamespace {
  const [searchParams] = useSearchParams();
  const selected = searchParams.get(INSTANCE_QUERY_PARAMETER) || storedNamespaceId() || undefined;
  const client = useApiClient();
  const defaultNamespace = useQuery({
    queryKey: ['user', 'user-namespace'],
    queryFn: async ({ signal }) => (await client.call(userRoutes.userNamespace, { signal })).data.namespaceId,
    enabled: selected === undefined,
    staleTime: 5 * 60_000,
  });
  if (selected !== undefined) return { namespaceId: selected, isPending: false, error: null, retry: () => undefined };
  return {
    namespaceId: defaultNamespace.data,
    isPending: defaultNamespace.isPending,
    error: defaultNamespace.error,
    retry: () => void defaultNamespace.refetch(),
  };
}
