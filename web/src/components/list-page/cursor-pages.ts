/**
 * Where a user is in a list the server answers a page at a time: the cursor of every page seen so
 * far (the first page has none), the page shown, and whether the last page is known.
 */
export interface CursorPages {
  /** `cursors[i]` fetches page i (0-based); its length is the number of pages known to exist */
  readonly cursors: readonly (string | undefined)[];
  /** the page shown, 0-based */
  readonly pageIndex: number;
  /** true once a page answered without a next cursor */
  readonly ended: boolean;
}

export const FIRST_PAGE: CursorPages = { cursors: [undefined], pageIndex: 0, ended: false };

/** The cursor that fetches the page shown. */
export function currentCursor(state: CursorPages): string | undefined {
  return state.cursors[state.pageIndex];
}

/** What a page answered: how many items it held and the cursor of the next page (null on the last). */
interface LoadedPage {
  /** the page it answers, 0-based */
  readonly pageIndex: number;
  /** the cursor it was fetched with */
  readonly requestCursor: string | undefined;
  readonly itemCount: number;
  readonly nextCursor: string | null;
}

/**
 * Records a page's answer:
 * - a next cursor makes the following page known (and later ones, fetched with an older cursor, are forgotten when it changed);
 * - no next cursor makes this page the last one;
 * - an empty page after the first with no next cursor is dropped and the previous page is shown;
 * - an empty page with a next cursor (a search that matched nothing in this stretch) is skipped: the page is fetched again from the next cursor.
 * An answer for a cursor the state no longer holds changes nothing.
 */
export function pageLoaded(state: CursorPages, page: LoadedPage): CursorPages {
  const { pageIndex, requestCursor, itemCount, nextCursor } = page;
  if (pageIndex >= state.cursors.length || state.cursors[pageIndex] !== requestCursor) return state;

  if (nextCursor === null) {
    if (itemCount === 0 && pageIndex > 0) {
      return { cursors: state.cursors.slice(0, pageIndex), pageIndex: Math.min(state.pageIndex, pageIndex - 1), ended: true };
    }
    return { cursors: state.cursors.slice(0, pageIndex + 1), pageIndex: Math.min(state.pageIndex, pageIndex), ended: true };
  }

  if (itemCount === 0 && nextCursor !== requestCursor) {
    return { ...state, cursors: [...state.cursors.slice(0, pageIndex), nextCursor], ended: false };
  }

  if (state.cursors[pageIndex + 1] === nextCursor) return state;
  return { ...state, cursors: [...state.cursors.slice(0, pageIndex + 1), nextCursor], ended: false };
}

/** Shows another page (1-based, as the pagination control counts); unknown pages are not shown. */
export function goToPage(state: CursorPages, pageNumber: number): CursorPages {
  const pageIndex = Math.min(Math.max(Math.trunc(pageNumber) - 1, 0), state.cursors.length - 1);
  return pageIndex === state.pageIndex ? state : { ...state, pageIndex };
}

/** The props of an open-ended pagination control: 1-based page, known pages, and whether more may follow. */
export function paginationView(state: CursorPages): { currentPageIndex: number; pagesCount: number; openEnd: boolean } {
  return { currentPageIndex: state.pageIndex + 1, pagesCount: state.cursors.length, openEnd: !state.ended };
}
