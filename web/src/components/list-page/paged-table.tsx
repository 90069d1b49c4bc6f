import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import CollectionPreferences, { type CollectionPreferencesProps } from '@cloudscape-design/components/collection-preferences';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { ReactNode } from 'react';

import { errorMessage } from '../../api/error-message';
import { EmptyState } from '../empty-state';
import { LIST_PAGE_STRINGS as S } from './strings';

/** Page sizes a list offers by default; the first is the default. */
export const PAGE_SIZES = [10, 20, 50] as const;

/** What a paged table needs of its list (`useCursorPages`, `useRouteList`): the query, the page shown, the pages known. */
export interface PagedList {
  readonly query: {
    readonly isError: boolean;
    readonly error: unknown;
    readonly isFetching: boolean;
    readonly data?: unknown;
    readonly refetch: () => Promise<unknown>;
  };
  /** true while the page shown is being fetched for the first time */
  readonly loading: boolean;
  readonly morePages: boolean;
  readonly pagination: { readonly currentPageIndex: number; readonly pagesCount: number; readonly openEnd: boolean };
  readonly changePage: (pageNumber: number) => void;
}

/** The table preferences a list offers: the page size, and optionally the columns shown and their order. */
export interface PagedTablePreferences {
  readonly pageSize: number;
  readonly pageSizes: readonly number[];
  /** an option of the page size ('20 campaigns') */
  readonly pageSizeLabel: (size: number) => string;
  /** the columns the rep can show, hide and order, as they are now */
  readonly columns?: {
    readonly description: string;
    readonly current: readonly CollectionPreferencesProps.ContentDisplayItem[];
    readonly options: readonly CollectionPreferencesProps.ContentDisplayOption[];
  };
  readonly onConfirm: (preferences: CollectionPreferencesProps.Preferences) => void;
}

interface PagedTableProps<T> extends Omit<TableProps<T>, 'items' | 'loading' | 'pagination' | 'preferences'> {
  readonly list: PagedList;
  /** the rows of the page shown (usually `list.items`) */
  readonly items: readonly T[];
  /** the header of the alert shown when the page cannot be loaded ('The campaigns could not be loaded') */
  readonly loadFailed: string;
  readonly preferences?: PagedTablePreferences;
  /** the space between the alert and the table: `m` on a page, `s` in a section */
  readonly spacing?: 's' | 'm';
  /** names the pagination where a page holds more than one ('Contact pages'); 'Pages' by default */
  readonly paginationLabel?: string;
}

/**
 * A table of a list the server answers a page at a time: the page's rows (loading while the first
 * answer is on its way), an error alert with Retry when it cannot be loaded, the open-ended
 * pagination of the pages known, and the page size and column preferences. Everything else (header,
 * columns, empty state, filter, selection) is the page's, as on a Cloudscape `Table`.
 */
export function PagedTable<T>(props: PagedTableProps<T>) {
  const { list, items, loadFailed, preferences, spacing = 'm', paginationLabel, ...table } = props;
  return (
    <SpaceBetween size={spacing}>
      {list.query.isError && (
        <Alert
          type="error"
          header={loadFailed}
          action={
            // the table may sit inside a form: Retry never submits it
            <Button formAction="none" onClick={() => void list.query.refetch()}>
              {S.retry}
            </Button>
          }
        >
          {errorMessage(list.query.error)}
        </Alert>
      )}
      <Table<T>
        trackBy="id"
        {...table}
        items={[...items]}
        loading={list.loading}
        pagination={
          <Pagination
            {...list.pagination}
            disabled={list.loading}
            ariaLabels={{ ...S.pagination, ...(paginationLabel === undefined ? {} : { paginationLabel }) }}
            onChange={({ detail }) => list.changePage(detail.currentPageIndex)}
          />
        }
        preferences={preferences === undefined ? undefined : <ListPreferences preferences={preferences} />}
      />
    </SpaceBetween>
  );
}

function ListPreferences({ preferences }: { preferences: PagedTablePreferences }) {
  const { pageSize, pageSizes, pageSizeLabel, columns, onConfirm } = preferences;
  return (
    <CollectionPreferences
      title={S.preferencesTitle}
      confirmLabel={S.preferencesConfirm}
      cancelLabel={S.preferencesCancel}
      preferences={{ pageSize, ...(columns === undefined ? {} : { contentDisplay: columns.current }) }}
      pageSizePreference={{
        title: S.pageSizeTitle,
        options: pageSizes.map((size) => ({ value: size, label: pageSizeLabel(size) })),
      }}
      contentDisplayPreference={
        columns === undefined ? undefined : { title: S.columnsTitle, description: columns.description, options: columns.options }
      }
      onConfirm={({ detail }) => onConfirm(detail)}
    />
  );
}

/** The refresh button of a list's header: spinning while the page shown is fetched again. */
export function RefreshButton({ list, label, onRefresh }: { list: PagedList; label: string; onRefresh?: () => void }) {
  return (
    <Button
      iconName="refresh"
      ariaLabel={label}
      loading={list.query.isFetching && !list.loading}
      onClick={() => {
        void list.query.refetch();
        onRefresh?.();
      }}
    />
  );
}

/**
 * The header's counter: the items seen up to the page shown, '+' while more pages may follow; none
 * before the first answer or while the list is filtered (the filter counts the matches instead).
 */
export function listCounter(list: PagedList, pageSize: number, itemsShown: number, filtered = false): string | undefined {
  if (list.query.data === undefined || filtered) return undefined;
  const seen = (list.pagination.currentPageIndex - 1) * pageSize + itemsShown;
  return `(${seen}${list.morePages ? '+' : ''})`;
}

/** The filter's count of matches on the page shown, once it has loaded. */
export function matchesText(list: PagedList, itemsShown: number, filtered: boolean): string | undefined {
  return filtered && !list.loading ? S.matches(itemsShown, list.morePages) : undefined;
}

/** The empty state of a filtered list: nothing matches, with a button that clears the filters. */
export function NoMatches(props: { title: string; clearLabel: string; onClear: () => void; children: ReactNode }) {
  return (
    <EmptyState
      title={props.title}
      action={
        // the table may sit inside a form: clearing never submits it
        <Button formAction="none" onClick={props.onClear}>
          {props.clearLabel}
        </Button>
      }
    >
      {props.children}
    </EmptyState>
  );
}
