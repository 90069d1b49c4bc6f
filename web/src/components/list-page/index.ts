/**
 * The list-page kit: a list the server answers a page at a time (`useCursorPages`, or
 * `useRouteList` for a resource's list route), shown in a `PagedTable` with its error alert,
 * pagination and preferences (`usePageSize` for a list that offers only the page size); a debounced text filter (`useSearchText`) and the selection kept to
 * the page shown (`usePageSelection`).
 */
export {
  listCounter,
  matchesText,
  NoMatches,
  PAGE_SIZES,
  PagedTable,
  RefreshButton,
  type PagedList,
  type PagedTablePreferences,
} from './paged-table';
export { useCursorPages, type ListPage } from './use-cursor-pages';
export { usePageSelection } from './use-page-selection';
export { usePageSize } from './use-page-size';
export { listQueryKey, useRouteList } from './use-route-list';
export { useSearchText } from './use-search-text';
