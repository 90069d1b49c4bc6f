import { describe, expect, it } from 'vitest';

import {
  currentCursor,
  FIRST_PAGE,
  goToPage,
  pageLoaded,
  paginationView,
  type CursorPages,
} from '../../../../web/src/components/list-page/cursor-pages';

/** The state after the page shown answered `itemCount` items and `nextCursor`. */
function loaded(state: CursorPages, itemCount: number, nextCursor: string | null): CursorPages {
  return pageLoaded(state, { pageIndex: state.pageIndex, requestCursor: currentCursor(state), itemCount, nextCursor });
}

describe('cursor pages', () => {
  it('starts on the first page, without a cursor, with more pages possible', () => {
    expect(currentCursor(FIRST_PAGE)).toBeUndefined();
    expect(paginationView(FIRST_PAGE)).toEqual({ currentPageIndex: 1, pagesCount: 1, openEnd: true });
  });

  it('knows the next page once a page answers its cursor, and fetches it with that cursor', () => {
    const first = loaded(FIRST_PAGE, 10, 'c1');
    const second = goToPage(first, 2);

    expect(paginationView(first)).toEqual({ currentPageIndex: 1, pagesCount: 2, openEnd: true });
    expect(currentCursor(second)).toBe('c1');
    expect(paginationView(second).currentPageIndex).toBe(2);
  });

  it('closes the end when a page answers no next cursor', () => {
    const last = loaded(goToPage(loaded(FIRST_PAGE, 10, 'c1'), 2), 4, null);

    expect(paginationView(last)).toEqual({ currentPageIndex: 2, pagesCount: 2, openEnd: false });
  });

  it('drops an empty last page and goes back to the page before it', () => {
    const third = goToPage(loaded(goToPage(loaded(FIRST_PAGE, 10, 'c1'), 2), 10, 'c2'), 3);

    const after = loaded(third, 0, null);

    expect(paginationView(after)).toEqual({ currentPageIndex: 2, pagesCount: 2, openEnd: false });
    expect(currentCursor(after)).toBe('c1');
  });

  it('fetches an empty page again from its next cursor (a search that matched nothing in that stretch)', () => {
    const after = loaded(FIRST_PAGE, 0, 'c1');

    expect(currentCursor(after)).toBe('c1');
    expect(paginationView(after)).toEqual({ currentPageIndex: 1, pagesCount: 1, openEnd: true });
  });

  it('shows an empty first page as it is when nothing follows', () => {
    const after = loaded(FIRST_PAGE, 0, null);

    expect(paginationView(after)).toEqual({ currentPageIndex: 1, pagesCount: 1, openEnd: false });
  });

  it('ignores the answer of a cursor it no longer holds', () => {
    const state = loaded(FIRST_PAGE, 10, 'c1');

    expect(pageLoaded(state, { pageIndex: 1, requestCursor: 'stale', itemCount: 10, nextCursor: 'c9' })).toBe(state);
    expect(pageLoaded(state, { pageIndex: 5, requestCursor: undefined, itemCount: 10, nextCursor: 'c9' })).toBe(state);
  });

  it('forgets the later pages when an earlier page answers another next cursor', () => {
    const three = goToPage(loaded(goToPage(loaded(FIRST_PAGE, 10, 'c1'), 2), 10, 'c2'), 1);

    const after = loaded(three, 10, 'c1-new');

    expect(after.cursors).toEqual([undefined, 'c1-new']);
    expect(paginationView(after)).toEqual({ currentPageIndex: 1, pagesCount: 2, openEnd: true });
  });

  it('keeps the state when a page answers what it already knew', () => {
    const state = loaded(FIRST_PAGE, 10, 'c1');

    expect(loaded(state, 10, 'c1')).toBe(state);
  });

  it('goes only to pages it knows', () => {
    const state = loaded(FIRST_PAGE, 10, 'c1');

    expect(paginationView(goToPage(state, 7)).currentPageIndex).toBe(2);
    expect(paginationView(goToPage(state, 0)).currentPageIndex).toBe(1);
  });
});
