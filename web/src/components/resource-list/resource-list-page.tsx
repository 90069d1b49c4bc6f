import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { ReactNode } from 'react';

import type { RouteDefinition } from '../../../../shared/api/route';
import { errorMessage } from '../../api/error-message';
import { formatDate } from '../../app/format';
import { useSelectedNamespaceId } from '../../app/instance/use-instance';
import { EmptyState } from '../empty-state';
import { useResourceList } from './use-resource-list';

export const RESOURCE_LIST_STRINGS = {
  loading: (label: string) => `Loading ${label}`,
  failed: (label: string) => `The ${label} could not be loaded`,
  retry: 'Retry',
  loadMore: 'Load more',
  created: 'Added',
} as const;

export interface ResourceListPageProps<T> {
  readonly title: string;
  readonly description: string;
  /** the list route of the resource (`POST /api/<resource>`) */
  readonly route: RouteDefinition;
  /** the resource in the plural, lower case: `companies` */
  readonly label: string;
  readonly columns: readonly TableProps.ColumnDefinition<T>[];
  readonly emptyTitle: string;
  readonly emptyText: string;
  /** what the page will offer beyond the list, shown above it */
  readonly upcoming?: ReactNode;
  readonly actions?: ReactNode;
}

/** A column with the date each item was added. */
export function createdColumn<T extends { createdAt: string }>(): TableProps.ColumnDefinition<T> {
  return { id: 'createdAt', header: RESOURCE_LIST_STRINGS.created, cell: (item) => formatDate(item.createdAt) };
}

/** A component page: its header, what is coming, and the instance's items, a page at a time. */
export function ResourceListPage<T extends { id: string }>(props: ResourceListPageProps<T>) {
  const namespaceId = useSelectedNamespaceId();
  const list = useResourceList<T>(props.route, namespaceId);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const counter = list.data ? `(${items.length}${list.hasNextPage ? '+' : ''})` : undefined;

  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={props.description} actions={props.actions}>
        {props.title}
      </Header>
      {props.upcoming}
      {list.isError && !list.data ? (
        <Alert
          type="error"
          header={RESOURCE_LIST_STRINGS.failed(props.label)}
          action={<Button onClick={() => void list.refetch()}>{RESOURCE_LIST_STRINGS.retry}</Button>}
        >
          {errorMessage(list.error)}
        </Alert>
      ) : (
        <Table
          variant="container"
          header={
            <Header variant="h2" counter={counter}>
              {props.title}
            </Header>
          }
          columnDefinitions={props.columns}
          items={items}
          trackBy="id"
          loading={list.isPending}
          loadingText={RESOURCE_LIST_STRINGS.loading(props.label)}
          empty={<EmptyState title={props.emptyTitle}>{props.emptyText}</EmptyState>}
          footer={
            list.hasNextPage || list.isFetchNextPageError ? (
              <SpaceBetween size="s">
                {list.isFetchNextPageError && <Alert type="error">{errorMessage(list.error)}</Alert>}
                <Box textAlign="center">
                  <Button loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                    {RESOURCE_LIST_STRINGS.loadMore}
                  </Button>
                </Box>
              </SpaceBetween>
            ) : undefined
          }
        />
      )}
    </SpaceBetween>
  );
}
