import type { RouteDefinition } from '../../../../shared/api/route';
import { useApiClient } from '../../api/api-client-context';
import { useCursorPages, type ListPage } from './use-cursor-pages';

type ListOrder = 'asc' | 'desc';

interface RouteListOptions {
  readonly namespaceId: string;
  readonly pageSize: number;
  /** by creation; the server's default is newest first */
  readonly order?: ListOrder;
  /** text the items must contain; blank lists everything */
  readonly search?: string;
  /** path parameters of the route, e.g. `{ id }` of `contactRoutes.emails` */
  readonly params?: Record<string, string>;
}

/** The query key prefix of every list of a route in an instance: invalidate it after a write. */
export function listQueryKey(route: RouteDefinition, namespaceId: string) {
  return [route.name, namespaceId] as const;
}

/**
 * One page of a list route (`POST /api/<resource>` answering `{ items, cursor }` for
 * `{ limit, cursor, order, search }`) at a time. A new search, order, page size or parent starts
 * again from the first page.
 */
export function useRouteList<T>(route: RouteDefinition, options: RouteListOptions) {
  const client = useApiClient();
  const { namespaceId, pageSize, order = 'desc', params } = options;
  const search = options.search?.trim() ?? '';
  const paramsKey = params === undefined ? '' : JSON.stringify(params);
  const bodyOf = (cursor: string | undefined) => ({
    limit: pageSize,
    order,
    ...(search === '' ? {} : { search }),
    ...(cursor === undefined ? {} : { cursor }),
  });
  const list = useCursorPages<T>({
    scope: JSON.stringify([pageSize, order, search, paramsKey]),
    queryKey: (cursor) => [...listQueryKey(route, namespaceId), { params: paramsKey, limit: pageSize, order, search, cursor }],
    fetchPage: async (cursor, signal) =>
      (await client.call(route, { params, body: bodyOf(cursor), namespaceId, signal })).data as ListPage<T>,
  });
  return { ...list, search };
}
