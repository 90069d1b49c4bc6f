import { useInfiniteQuery } from '@tanstack/react-query';

import type { RouteDefinition } from '../../../../shared/api/route';
import { CONTACTS_PER_PAGE } from '../../../../shared/domain/prospector';
import { useApiClient } from '../../api/api-client-context';

/** A page of a list route: its items and the cursor of the next page (null on the last one). */
export interface ListPage<T> {
  readonly items: readonly T[];
  readonly cursor: string | null;
}

/**
 * An instance's resources of a list route (`POST /api/<resource>`), newest first, a page at a
 * time. `T` is the item of the route's page schema, which has parsed the answer already.
 */
export function useResourceList<T>(route: RouteDefinition, namespaceId: string) {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: [route.name, namespaceId],
    queryFn: async ({ pageParam, signal }) =>
      (await client.call(route, { body: { limit: CONTACTS_PER_PAGE, cursor: pageParam }, namespaceId, signal }))
        .data as ListPage<T>,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.cursor ?? undefined,
  });
}
