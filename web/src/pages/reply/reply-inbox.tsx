import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Grid, { type GridProps } from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import { useEffect, useRef, useState } from 'react';

import {
  currentInterest,
  currentKind,
  REPLY_INBOX_FILTERS,
  type ReplyInboxFilter,
  type ReplyInboxItem,
} from '../../../../shared/schemas/email-reply';
import { EmptyState } from '../../components/empty-state';
import { PagedTable, RefreshButton, type PagedList } from '../../components/list-page';
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

const FILTER_VALUES = ['ALL', ...REPLY_INBOX_FILTERS] as const;

interface InboxHeaderProps {
  readonly list: PagedList;
  readonly filter: FilterValue;
  readonly setFilter: (filter: FilterValue) => void;
  /** the inbox of one contact, in a section of its page */
  readonly ofContact: boolean;
}

/** The inbox's heading with its filter and Refresh. */
function InboxHeader({ list, filter, setFilter, ofContact }: InboxHeaderProps) {
  return (
    <Header
      variant={ofContact ? 'h2' : 'awsui-h1-sticky'}
      description={ofContact ? S.contactDescription : S.description}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <Select
            ariaLabel={S.filterLabel}
            selectedOption={filterOption(filter)}
            options={FILTER_VALUES.map(filterOption)}
            onChange={({ detail }) => {
              const value = FILTER_VALUES.find((option) => option === detail.selectedOption.value);
              if (value) setFilter(value);
            }}
          />
          <RefreshButton list={list} label={S.refresh} />
        </SpaceBetween>
      }
    >
      {ofContact ? S.contactHeader : S.header}
    </Header>
  );
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
    <PagedTable<ReplyInboxItem>
      list={list}
      items={list.items}
      loadFailed={S.loadFailed}
      ariaLabels={{ tableLabel: S.tableLabel }}
      columnDefinitions={columns(open)}
      loadingText={S.loading}
      selectionType="single"
      selectedItems={opened ? [opened] : []}
      onSelectionChange={({ detail }) => {
        const [item] = detail.selectedItems;
        if (item) open(item);
      }}
      variant={contactId === undefined ? 'full-page' : 'container'}
      header={<InboxHeader list={list} filter={filter} setFilter={setFilter} ofContact={contactId !== undefined} />}
      empty={
        filtered ? (
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
