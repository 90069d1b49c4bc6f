import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';

import type { RouteDefinition } from '../../../../shared/api/route';
import { useApiClient } from '../../api/api-client-context';
import { currentCursor, FIRST_PAGE, goToPage, pageLoaded, paginationView, type CursorPages } from './cursor-pages';

/** A page of a list route: its items and the cursor of the next page (null on the last one). */
export interface ListPage<T> {
  readonly items: readonly T[];
  readonly cursor: string | null;
}

export type ListOrder = 'asc' | 'desc';

export interface CursorListOptions {
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
 * One page of a list route (`POST /api/<resource>`) at a time, with the cursors of the pages seen
 * so far. A new search, order or page size starts again from the first page.
 */
export function useCursorList<T>(route: RouteDefinition, options: CursorListOptions) {
  const client = useApiClient();
  const { namespaceId, pageSize, order = 'desc', params } = options;
  const search = options.search?.trim() ?? '';
  const paramsKey = params === undefined ? '' : JSON.stringify(params);
  const [pages, setPages] = useState<CursorPages>(FIRST_PAGE);
  const [scope, setScope] = useState({ pageSize, order, search, paramsKey });
  // a new search, order, size or parent starts again from the first page
  if (scope.pageSize !== pageSize || scope.order !== order || scope.search !== search || scope.paramsKey !== paramsKey) {
    setScope({ pageSize, order, search, paramsKey });
    setPages(FIRST_PAGE);
  }
  const pageIndex = pages.pageIndex;
  const cursor = currentCursor(pages);

  const query = useQuery({
    queryKey: [...listQueryKey(route, namespaceId), { params: paramsKey, limit: pageSize, order, search, cursor }],
    queryFn: async ({ signal }) =>
      (
        await client.call(route, {
          params,
          body: { limit: pageSize, order, ...(search === '' ? {} : { search }), ...(cursor === undefined ? {} : { cursor }) },
          namespaceId,
          signal,
        })
      ).data as ListPage<T>,
    placeholderData: keepPreviousData,
  });

  const data = query.isPlaceholderData ? undefined : query.data;
  useEffect(() => {
    if (data === undefined) return;
    setPages((state) =>
      pageLoaded(state, { pageIndex, requestCursor: cursor, itemCount: data.items.length, nextCursor: data.cursor }),
    );
  }, [data, pageIndex, cursor]);

  const changePage = useCallback((pageNumber: number) => setPages((state) => goToPage(state, pageNumber)), []);
  const restart = useCallback(() => setPages(FIRST_PAGE), []);

  return {
    query,
    /** the items of the page shown (those of the previous page while the next one loads) */
    items: query.data?.items ?? [],
    /** true while the page shown is being fetched for the first time */
    loading: query.isPending || (query.isPlaceholderData && query.isFetching),
    /** whether pages after the one shown may exist */
    morePages: !pages.ended || pages.pageIndex < pages.cursors.length - 1,
    pagination: paginationView(pages),
    changePage,
    /** back to the first page */
    restart,
    search,
  };
}
