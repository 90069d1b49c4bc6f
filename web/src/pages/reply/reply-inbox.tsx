import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Grid, { type GridProps } from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Pagination from '@cloudscape-design/components/pagination';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { useEffect, useRef, useState } from 'react';

import {
  currentInterest,
  currentKind,
  REPLY_INBOX_FILTERS,
  type ReplyInboxFilter,
  type ReplyInboxItem,
} from '../../../../shared/schemas/email-reply';
import { errorMessage } from '../../api/error-message';
import { EmptyState } from '../../components/empty-state';
import { KIND_INDICATOR, REPLY_STRINGS } from '../../components/reply-list';
import { formatDateTime } from '../campaign/format';
import { ReplyDetail } from './reply-detail';
import { FILTER_LABELS, REPLY_INBOX_STRINGS as S } from './strings';
import { useReplyList } from './use-replies';

const PAGE_SIZE = 25;
const LIST_ONLY: GridProps.ElementDefinition[] = [{ colspan: 12 }];
const LIST_AND_MESSAGE: GridProps.ElementDefinition[] = [{ colspan: { default: 12, l: 7 } }, { colspan: { default: 12, l: 5 } }];

type FilterValue = ReplyInboxFilter | 'ALL';
const filterOption = (value: FilterValue) => ({ value, label: value === 'ALL' ? S.allMessages : FILTER_LABELS[value] });

function columns(open: (item: ReplyInboxItem) => void): TableProps.ColumnDefinition<ReplyInboxItem>[] {
  return [
    {
      id: 'subject',
      header: S.columns.subject,
      isRowHeader: true,
      cell: (item) => (
        <Link
          href={`#${item.id}`}
          ariaLabel={S.selectLabel(item.subject ?? S.noSubject)}
          onFollow={(event) => {
            event.preventDefault();
            open(item);
          }}
        >
          {item.subject ?? S.noSubject}
        </Link>
      ),
    },
    { id: 'from', header: S.columns.from, cell: (item) => item.fromAddress ?? '—' },
    {
      id: 'kind',
      header: S.columns.kind,
      cell: (item) => {
        const kind = currentKind(item);
        return (
          <StatusIndicator type={KIND_INDICATOR[kind]}>
            {`${REPLY_STRINGS.kinds[kind]}${item.label === undefined ? '' : ` (${S.corrected})`}`}
          </StatusIndicator>
        );
      },
    },
    {
      id: 'interest',
      header: S.columns.interest,
      cell: (item) => {
        const interest = currentInterest(item);
        const kind = currentKind(item);
        return interest !== undefined && (kind === 'REPLY' || kind === 'STOP') ? REPLY_STRINGS.interests[interest] : '—';
      },
    },
    { id: 'received', header: S.columns.received, cell: (item) => formatDateTime(item.receivedAt) },
    { id: 'handled', header: S.columns.handled, cell: (item) => (item.handledAt === undefined ? S.handledNo : S.handledYes) },
  ];
}

/**
 * The kept messages of the instance, or of one contact (`contactId`): a filtered table a page at a
 * time (the server's cursor), with the message opened beside it; focus moves to the message
 * opened, and back to the table when it is closed.
 */
export function ReplyInbox({ namespaceId, contactId }: { namespaceId: string; contactId?: string }) {
  const [filter, setFilter] = useState<FilterValue>('ALL');
  const [openId, setOpenId] = useState<string | undefined>();
  const list = useReplyList(namespaceId, { filter: filter === 'ALL' ? undefined : filter, contactId }, PAGE_SIZE);
  const opened = list.items.find((item) => item.id === openId);
  const panel = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (openId !== undefined) panel.current?.focus();
  }, [openId]);
  const open = (item: ReplyInboxItem) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpenId(item.id);
  };
  const close = () => {
    setOpenId(undefined);
    opener.current?.focus();
  };
  const filtered = filter !== 'ALL';
  const table = (
    <Table
      ariaLabels={{ tableLabel: S.tableLabel }}
      items={list.items}
      trackBy="id"
      columnDefinitions={columns(open)}
      loading={list.loading}
      loadingText={S.loading}
      selectionType="single"
      selectedItems={opened ? [opened] : []}
      onSelectionChange={({ detail }) => {
        const [item] = detail.selectedItems;
        if (item) open(item);
      }}
      variant={contactId === undefined ? 'full-page' : 'container'}
      header={
        <Header
          variant={contactId === undefined ? 'awsui-h1-sticky' : 'h2'}
          description={contactId === undefined ? S.description : S.contactDescription}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Select
                ariaLabel={S.filterLabel}
                selectedOption={filterOption(filter)}
                options={(['ALL', ...REPLY_INBOX_FILTERS] as const).map(filterOption)}
                onChange={({ detail }) => {
                  const value = (['ALL', ...REPLY_INBOX_FILTERS] as const).find(
                    (option) => option === detail.selectedOption.value,
                  );
                  if (value) setFilter(value);
                }}
              />
              <Button iconName="refresh" ariaLabel={S.refresh} onClick={() => void list.query.refetch()} />
            </SpaceBetween>
          }
        >
          {contactId === undefined ? S.header : S.contactHeader}
        </Header>
      }
      pagination={
        <Pagination
          currentPageIndex={list.pagination.currentPageIndex}
          pagesCount={list.pagination.pagesCount}
          openEnd={list.pagination.openEnd}
          onChange={({ detail }) => list.changePage(detail.currentPageIndex)}
        />
      }
      empty={
        list.query.isError ? (
          <EmptyState title={S.loadFailed} action={<Button onClick={() => void list.query.refetch()}>{S.retry}</Button>}>
            {errorMessage(list.query.error)}
          </EmptyState>
        ) : filtered ? (
          <EmptyState title={S.emptyFilteredTitle} action={<Button onClick={() => setFilter('ALL')}>{S.showAll}</Button>}>
            {S.emptyFilteredText}
          </EmptyState>
        ) : (
          <EmptyState title={S.emptyTitle}>{S.emptyText}</EmptyState>
        )
      }
    />
  );
  return (
    <Grid gridDefinition={opened ? LIST_AND_MESSAGE : LIST_ONLY}>
      {table}
      {opened ? <ReplyDetail ref={panel} namespaceId={namespaceId} item={opened} onClose={close} /> : <Box />}
    </Grid>
  );
}
