import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useEffect, useState, type ReactNode } from 'react';

import { errorMessage } from '../../api/error-message';
import { formatDate } from '../../app/format';
import { useSelectedNamespaceId } from '../../app/instance/use-instance';
import { EmptyState } from '../empty-state';
import { DeleteModal } from './delete-modal';
import { ResourceFormModal } from './resource-form-modal';
import { RESOURCE_PAGE_STRINGS as S } from './strings';
import type { CustomFieldRenderer, ResourceItem, ResourcePageConfig } from './types';
import { useCursorList } from './use-cursor-list';
import { useResourceWrites } from './use-resource-writes';

/** Page sizes offered in the table's preferences; the first is the default. */
export const PAGE_SIZES = [10, 20, 50] as const;
/** How long the text filter waits after the last key before it searches. */
export const FILTER_DELAY_MS = 300;
const CREATED_FIELD = 'createdAt';

/** The column with the date each item was added; the list sorts by it (newest or oldest first). */
export function createdColumn<T extends ResourceItem>(): TableProps.ColumnDefinition<T> {
  return { id: CREATED_FIELD, header: S.created, sortingField: CREATED_FIELD, cell: (item) => formatDate(item.createdAt) };
}

export interface ResourcePageProps<T extends ResourceItem> {
  readonly config: ResourcePageConfig<T>;
  /** draws the form's `custom` fields (see `CustomFieldRenderer`) */
  readonly renderCustomField?: CustomFieldRenderer;
  /** more buttons in the page header, before Refresh */
  readonly extraActions?: ReactNode;
}

type Dialog<T> = { kind: 'create' } | { kind: 'edit'; item: T } | { kind: 'delete'; items: readonly T[] };

/**
 * A component's page: its items a page at a time from the server (search, order by creation,
 * page size), selection, and add, edit and delete with the resource's form and a confirmation.
 * Every write reports itself as an alert and refreshes the lists.
 *
 * ```tsx
 * <ResourcePage config={{ text, routes: companyRoutes, columns, form: COMPANY_FORM, nameOf: (c) => c.name }} />
 * ```
 */
export function ResourcePage<T extends ResourceItem>({ config, renderCustomField, extraActions }: ResourcePageProps<T>) {
  const { text, routes, nameOf } = config;
  const nouns = text.nouns;
  const namespaceId = useSelectedNamespaceId();
  const [filterText, setFilterText] = useState('');
  const [search, setSearch] = useState('');
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [descending, setDescending] = useState(true);
  const [selected, setSelected] = useState<readonly T[]>([]);
  const [dialog, setDialog] = useState<Dialog<T> | undefined>();

  useEffect(() => {
    const timer = setTimeout(() => setSearch(filterText.trim()), FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filterText]);

  const list = useCursorList<T>(routes.list, { namespaceId, pageSize, order: descending ? 'desc' : 'asc', search });
  const writes = useResourceWrites<T>({ routes, nouns, nameOf, namespaceId });
  const items = list.items;
  // the selected items as the page shows them now (after a refresh, their latest values)
  const selectedOnPage = items.filter((item) => selected.some((chosen) => chosen.id === item.id));
  const createdColumnDefinition = config.columns.find((column) => column.sortingField === CREATED_FIELD);

  const clearFilter = () => {
    setFilterText('');
    setSearch('');
  };

  // items seen up to this page; with a search the filter counts the matches instead
  const seen = (list.pagination.currentPageIndex - 1) * pageSize + items.length;
  const counter = list.query.data === undefined || list.search !== '' ? undefined : `(${seen}${list.morePages ? '+' : ''})`;

  const header = (
    <Header
      variant="h1"
      description={text.description}
      counter={counter}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          {extraActions}
          <Button
            iconName="refresh"
            ariaLabel={S.refreshLabel(nouns)}
            loading={list.query.isFetching && !list.loading}
            onClick={() => void list.query.refetch()}
          />
          <Button
            disabled={selectedOnPage.length !== 1}
            onClick={() => {
              const [item] = selectedOnPage;
              if (item !== undefined) setDialog({ kind: 'edit', item });
            }}
          >
            {S.edit}
          </Button>
          <Button disabled={selectedOnPage.length === 0} onClick={() => setDialog({ kind: 'delete', items: selectedOnPage })}>
            {S.delete}
          </Button>
          <Button variant="primary" onClick={() => setDialog({ kind: 'create' })}>
            {S.add(nouns)}
          </Button>
        </SpaceBetween>
      }
    >
      {text.title}
    </Header>
  );

  const empty =
    list.search !== '' ? (
      <EmptyState title={S.noMatchesTitle} action={<Button onClick={clearFilter}>{S.clearFilter}</Button>}>
        {S.noMatchesText(nouns, list.search)}
      </EmptyState>
    ) : (
      <EmptyState title={text.emptyTitle} action={<Button onClick={() => setDialog({ kind: 'create' })}>{S.add(nouns)}</Button>}>
        {text.emptyText}
      </EmptyState>
    );

  return (
    <SpaceBetween size="m">
      {list.query.isError && (
        <Alert
          type="error"
          header={S.loadFailed(nouns)}
          action={<Button onClick={() => void list.query.refetch()}>{S.retry}</Button>}
        >
          {errorMessage(list.query.error)}
        </Alert>
      )}
      <Table<T>
        variant="full-page"
        header={header}
        columnDefinitions={config.columns}
        items={[...items]}
        trackBy="id"
        loading={list.loading}
        loadingText={S.loading(nouns)}
        empty={empty}
        selectionType="multi"
        selectedItems={[...selectedOnPage]}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        sortingColumn={createdColumnDefinition}
        sortingDescending={descending}
        onSortingChange={({ detail }) => setDescending(detail.isDescending ?? !descending)}
        ariaLabels={{
          tableLabel: text.title,
          selectionGroupLabel: S.selectionGroupLabel,
          allItemsSelectionLabel: () => S.allItemsSelectionLabel(nouns),
          itemSelectionLabel: (_, item) => S.itemSelectionLabel(nameOf(item)),
        }}
        filter={
          <TextFilter
            filteringText={filterText}
            filteringPlaceholder={text.filterPlaceholder ?? S.filterPlaceholder(nouns)}
            filteringAriaLabel={S.filterLabel(nouns)}
            filteringClearAriaLabel={S.clearFilter}
            countText={list.search !== '' && !list.loading ? S.matches(items.length, list.morePages) : undefined}
            onChange={({ detail }) => setFilterText(detail.filteringText)}
          />
        }
        pagination={
          <Pagination
            {...list.pagination}
            disabled={list.loading}
            ariaLabels={S.pagination}
            onChange={({ detail }) => list.changePage(detail.currentPageIndex)}
          />
        }
        preferences={
          <CollectionPreferences
            title={S.preferencesTitle}
            confirmLabel={S.preferencesConfirm}
            cancelLabel={S.preferencesCancel}
            preferences={{ pageSize }}
            pageSizePreference={{
              title: S.pageSizeTitle,
              options: PAGE_SIZES.map((size) => ({ value: size, label: S.pageSizeOption(size, nouns) })),
            }}
            onConfirm={({ detail }) => setPageSize(detail.pageSize ?? PAGE_SIZES[0])}
          />
        }
      />
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <ResourceFormModal<T>
          nouns={nouns}
          form={config.form}
          item={dialog.kind === 'edit' ? dialog.item : undefined}
          nameOf={nameOf}
          size={config.formSize}
          renderCustomField={renderCustomField}
          save={(input) =>
            dialog.kind === 'edit'
              ? writes.update.mutateAsync({ id: dialog.item.id, body: input })
              : writes.create.mutateAsync(input)
          }
          onSaved={() => {
            if (dialog.kind === 'create') list.restart();
            setSelected([]);
          }}
          onDismiss={() => setDialog(undefined)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteModal<T>
          nouns={nouns}
          items={dialog.items}
          nameOf={nameOf}
          deleting={writes.deleting}
          onDismiss={() => setDialog(undefined)}
          onConfirm={() =>
            void writes.remove(dialog.items).then((outcome) => {
              setSelected((current) => current.filter((item) => !outcome.deleted.some((gone) => gone.id === item.id)));
              setDialog(undefined);
            })
          }
        />
      )}
    </SpaceBetween>
  );
}
