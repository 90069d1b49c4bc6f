import { useQuery } from '@tanstack/react-query';

import type { RouteDefinition } from '../../../../shared/api/route';
import { useApiClient } from '../../api/api-client-context';
import { listQueryKey, type ListPage } from '../list-page';
import { OPTION_PAGE_SIZE, OPTION_PAGES } from '../resource-page/use-resource-options';

/**
 * The first pages of a component's list (newest first), whole items, for a picker that shows more
 * than a name (a sender's status, a list's contact count). The key starts with the route's name and
 * the instance, so the writes of the component pages refresh it.
 */
export function useComponentItems<T>(route: RouteDefinition, namespaceId: string, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...listQueryKey(route, namespaceId), 'items'],
    enabled,
    queryFn: async ({ signal }) => {
      const items: T[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < OPTION_PAGES; page += 1) {
        const answer = (
          await client.call(route, {
            body: { limit: OPTION_PAGE_SIZE, ...(cursor === undefined ? {} : { cursor }) },
            namespaceId,
            signal,
          })
        ).data as ListPage<T>;
        items.push(...answer.items);
        if (answer.cursor === null) break;
        cursor = answer.cursor;
      }
      return items;
    },
  });
}
