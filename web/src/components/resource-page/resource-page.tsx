import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useState, type ReactNode } from 'react';

import { formatDate } from '../../app/format';
import { useSelectedNamespaceId } from '../../app/instance/use-instance';
import { EmptyState } from '../empty-state';
import {
  listCounter,
  matchesText,
  NoMatches,
  PAGE_SIZES,
  PagedTable,
  RefreshButton,
  usePageSelection,
  useRouteList,
  useSearchText,
  type PagedList,
} from '../list-page';
import { ChosenDeleteModal } from './delete-modal';
import { ResourceFormModal } from './resource-form-modal';
import { RESOURCE_PAGE_STRINGS as S } from './strings';
import type { CustomFieldRenderer, ResourceItem, ResourcePageConfig } from './types';
import { useResourceWrites } from './use-resource-writes';

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

interface ResourceHeaderProps<T extends ResourceItem> {
  readonly config: ResourcePageConfig<T>;
  readonly list: PagedList;
  readonly counter: string | undefined;
  readonly selected: readonly T[];
  readonly extraActions: ReactNode;
  readonly open: (dialog: Dialog<T>) => void;
}

/** The page's heading with Refresh, Edit (one chosen), Delete (some chosen) and Add. */
function ResourceHeader<T extends ResourceItem>({ config, list, counter, selected, extraActions, open }: ResourceHeaderProps<T>) {
  const { text } = config;
  const [single] = selected;
  return (
    <Header
      variant="h1"
      description={text.description}
      counter={counter}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          {extraActions}
          <RefreshButton list={list} label={S.refreshLabel(text.nouns)} />
          <Button disabled={selected.length !== 1} onClick={() => single !== undefined && open({ kind: 'edit', item: single })}>
            {S.edit}
          </Button>
          <Button disabled={selected.length === 0} onClick={() => open({ kind: 'delete', items: selected })}>
            {S.delete}
          </Button>
          <Button variant="primary" onClick={() => open({ kind: 'create' })}>
            {S.add(text.nouns)}
          </Button>
        </SpaceBetween>
      }
    >
      {text.title}
    </Header>
  );
}

interface ResourceDialogProps<T extends ResourceItem> {
  readonly config: ResourcePageConfig<T>;
  readonly dialog: Dialog<T>;
  readonly namespaceId: string;
  readonly renderCustomField: CustomFieldRenderer | undefined;
  /** after an item was added (the list starts again from its first page, where the newest is) */
  readonly onCreated: () => void;
  readonly setSelected: (change: (current: readonly T[]) => readonly T[]) => void;
  readonly close: () => void;
}

/** The form of an item added or edited, or the confirmation of the items deleted; each write refreshes the lists. */
function ResourceDialog<T extends ResourceItem>(props: ResourceDialogProps<T>) {
  const { config, dialog, namespaceId, setSelected, close } = props;
  const { nouns } = config.text;
  const writes = useResourceWrites<T>({ routes: config.routes, nouns, nameOf: config.nameOf, namespaceId });
  if (dialog.kind === 'delete') {
    return (
      <ChosenDeleteModal<T>
        nouns={nouns}
        items={dialog.items}
        nameOf={config.nameOf}
        writes={writes}
        setSelected={setSelected}
        onDone={close}
        onDismiss={close}
      />
    );
  }
  return (
    <ResourceFormModal<T>
      nouns={nouns}
      form={config.form}
      item={dialog.kind === 'edit' ? dialog.item : undefined}
      nameOf={config.nameOf}
      size={config.formSize}
      renderCustomField={props.renderCustomField}
      save={(input) =>
        dialog.kind === 'edit' ? writes.update.mutateAsync({ id: dialog.item.id, body: input }) : writes.create.mutateAsync(input)
      }
      onSaved={() => {
        if (dialog.kind === 'create') props.onCreated();
        setSelected(() => []);
      }}
      onDismiss={close}
    />
  );
}

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
  const { text, nameOf } = config;
  const nouns = text.nouns;
  const namespaceId = useSelectedNamespaceId();
  const filter = useSearchText();
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [descending, setDescending] = useState(true);
  const [dialog, setDialog] = useState<Dialog<T> | undefined>();
  const order = descending ? 'desc' : 'asc';
  const list = useRouteList<T>(config.routes.list, { namespaceId, pageSize, order, search: filter.search });
  const { selected, setSelected } = usePageSelection(list.items);
  const searching = list.search !== '';

  const empty = searching ? (
    <NoMatches title={S.noMatchesTitle} clearLabel={S.clearFilter} onClear={filter.clear}>
      {S.noMatchesText(nouns, list.search)}
    </NoMatches>
  ) : (
    <EmptyState title={text.emptyTitle} action={<Button onClick={() => setDialog({ kind: 'create' })}>{S.add(nouns)}</Button>}>
      {text.emptyText}
    </EmptyState>
  );

  return (
    <SpaceBetween size="m">
      <PagedTable<T>
        list={list}
        items={list.items}
        loadFailed={S.loadFailed(nouns)}
        variant="full-page"
        header={
          <ResourceHeader
            config={config}
            list={list}
            counter={listCounter(list, pageSize, list.items.length, searching)}
            selected={selected}
            extraActions={extraActions}
            open={setDialog}
          />
        }
        columnDefinitions={config.columns}
        loadingText={S.loading(nouns)}
        empty={empty}
        selectionType="multi"
        selectedItems={[...selected]}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        sortingColumn={config.columns.find((column) => column.sortingField === CREATED_FIELD)}
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
            filteringText={filter.filterText}
            filteringPlaceholder={text.filterPlaceholder ?? S.filterPlaceholder(nouns)}
            filteringAriaLabel={S.filterLabel(nouns)}
            filteringClearAriaLabel={S.clearFilter}
            countText={matchesText(list, list.items.length, searching)}
            onChange={({ detail }) => filter.setFilterText(detail.filteringText)}
          />
        }
        preferences={{
          pageSize,
          pageSizes: PAGE_SIZES,
          pageSizeLabel: (size) => S.pageSizeOption(size, nouns),
          onConfirm: (detail) => setPageSize(detail.pageSize ?? PAGE_SIZES[0]),
        }}
      />
      {dialog !== undefined && (
        <ResourceDialog<T>
          config={config}
          dialog={dialog}
          namespaceId={namespaceId}
          renderCustomField={renderCustomField}
          onCreated={list.restart}
          setSelected={setSelected}
          close={() => setDialog(undefined)}
        />
      )}
    </SpaceBetween>
  );
}
