import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';

import { currentCursor, FIRST_PAGE, goToPage, pageLoaded, paginationView, type CursorPages } from './cursor-pages';

/** A page of a list route: its items and the cursor of the next page (null on the last one). */
export interface ListPage<T> {
  readonly items: readonly T[];
  readonly cursor: string | null;
}

interface CursorPagesOptions<T> {
  /** the key of the page fetched with `cursor` */
  readonly queryKey: (cursor: string | undefined) => QueryKey;
  /** what the list shows (filter, search, order, size, parent); a new scope starts again from the first page */
  readonly scope: string;
  readonly fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<ListPage<T>>;
  /** refreshes the page shown every so many milliseconds, or never (false); by default never */
  readonly refetchInterval?: (page: ListPage<T> | undefined) => number | false;
}

/**
 * A list the server answers a page at a time (cursor pages), one page shown, with the cursors of
 * the pages seen so far, optionally refreshed on an interval. Interval refreshes pause while the
 * browser tab is hidden and catch up when it shows again.
 */
export function useCursorPages<T>({ queryKey, scope, fetchPage, refetchInterval }: CursorPagesOptions<T>) {
  const [pages, setPages] = useState<CursorPages>(FIRST_PAGE);
  const [shownScope, setShownScope] = useState(scope);
  if (shownScope !== scope) {
    setShownScope(scope);
    setPages(FIRST_PAGE);
  }
  const pageIndex = pages.pageIndex;
  const cursor = currentCursor(pages);

  const query = useQuery({
    queryKey: queryKey(cursor),
    queryFn: ({ signal }) => fetchPage(cursor, signal),
    placeholderData: keepPreviousData,
    refetchInterval: refetchInterval === undefined ? false : (current) => refetchInterval(current.state.data),
    refetchIntervalInBackground: false,
    // a polled list catches up at once when the tab shows again
    refetchOnWindowFocus: (current) => refetchInterval !== undefined && refetchInterval(current.state.data) !== false,
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
  };
}
