import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useState } from 'react';

import type { CampaignWithProgress } from '../../../../shared/schemas/campaign-generation';
import { formatDate } from '../../app/format';
import { hrefInInstance } from '../../app/instance/instance-sync';
import { useSelectedNamespaceId } from '../../app/instance/use-instance';
import { campaignDetailPath, PATHS } from '../../app/paths';
import { EmptyState } from '../../components/empty-state';
import {
  listCounter,
  matchesText,
  NoMatches,
  PAGE_SIZES,
  PagedTable,
  RefreshButton,
  useSearchText,
} from '../../components/list-page';
import { useFollow } from '../../components/use-follow';
import { STATUS_FILTER_OPTIONS, statusFilterOf, type CampaignStatusFilter } from './campaign-list-request';
import { outreachSummary, writingSummary } from './campaign-progress';
import { CampaignStatusIndicator } from './campaign-status-indicator';
import { CAMPAIGN_LIST_STRINGS as S, CHANNEL_LABELS } from './strings';
import { useCampaignList } from './use-campaigns';
import { WriterNotice } from './writer-notice';

/** Wide enough for the inline label and the longest status. */
const STATUS_FILTER_MIN_WIDTH = 220;

/** The campaign's name, opening its page. */
function CampaignLink({ campaign, namespaceId }: { campaign: CampaignWithProgress; namespaceId: string }) {
  const follow = useFollow();
  return (
    <Link href={hrefInInstance(campaignDetailPath(campaign.id), namespaceId)} onFollow={follow}>
      {campaign.name}
    </Link>
  );
}

function columnsFor(namespaceId: string): TableProps.ColumnDefinition<CampaignWithProgress>[] {
  return [
    {
      id: 'name',
      header: S.columns.name,
      cell: (campaign) => <CampaignLink campaign={campaign} namespaceId={namespaceId} />,
      isRowHeader: true,
    },
    { id: 'status', header: S.columns.status, cell: (campaign) => <CampaignStatusIndicator status={campaign.status} /> },
    { id: 'writing', header: S.columns.writing, cell: (campaign) => writingSummary(campaign.progress) },
    { id: 'outreach', header: S.columns.outreach, cell: (campaign) => outreachSummary(campaign.progress) },
    { id: 'channel', header: S.columns.channel, cell: (campaign) => CHANNEL_LABELS[campaign.channel] },
    {
      id: 'createdAt',
      header: S.columns.created,
      sortingField: 'createdAt',
      cell: (campaign) => formatDate(campaign.createdAt),
    },
  ];
}

/** The filters above the table: the search and the status. */
function CampaignFilters({
  search,
  status,
  setStatus,
  countText,
}: {
  search: ReturnType<typeof useSearchText>;
  status: CampaignStatusFilter;
  setStatus: (status: CampaignStatusFilter) => void;
  countText: string | undefined;
}) {
  const statusOption = STATUS_FILTER_OPTIONS.find((option) => option.value === status) ?? STATUS_FILTER_OPTIONS[0];
  return (
    <SpaceBetween direction="horizontal" size="xs" alignItems="center">
      <TextFilter
        filteringText={search.filterText}
        filteringPlaceholder={S.searchPlaceholder}
        filteringAriaLabel={S.searchLabel}
        filteringClearAriaLabel={S.clearFilters}
        countText={countText}
        onChange={({ detail }) => search.setFilterText(detail.filteringText)}
      />
      <div style={{ minWidth: STATUS_FILTER_MIN_WIDTH }}>
        <Select
          inlineLabelText={S.statusFilterLabel}
          options={STATUS_FILTER_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
          selectedOption={{ value: statusOption?.value, label: statusOption?.label }}
          onChange={({ detail }) => setStatus(statusFilterOf(detail.selectedOption.value))}
        />
      </div>
    </SpaceBetween>
  );
}

/**
 * `/campaign`: the instance's campaigns a page at a time, by status and name, with their progress;
 * the counts refresh on their own while a running campaign is shown.
 */
export function CampaignPage() {
  const namespaceId = useSelectedNamespaceId();
  const follow = useFollow();
  const search = useSearchText();
  const [status, setStatus] = useState<CampaignStatusFilter>('ALL');
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [descending, setDescending] = useState(true);

  const list = useCampaignList(namespaceId, {
    status,
    search: search.search,
    order: descending ? 'desc' : 'asc',
    limit: pageSize,
  });
  const columns = columnsFor(namespaceId);
  const filtered = search.search !== '' || status !== 'ALL';
  const createHref = hrefInInstance(PATHS.campaignAdd, namespaceId);

  const clearFilters = () => {
    search.clear();
    setStatus('ALL');
  };

  const createButton = (variant: 'primary' | 'normal') => (
    <Button variant={variant} href={createHref} onFollow={follow}>
      {S.create}
    </Button>
  );

  return (
    <SpaceBetween size="m">
      <WriterNotice namespaceId={namespaceId} />
      <PagedTable<CampaignWithProgress>
        list={list}
        items={list.items}
        loadFailed={S.loadFailed}
        variant="full-page"
        header={
          <Header
            variant="h1"
            description={S.description}
            counter={listCounter(list, pageSize, list.items.length, filtered)}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <RefreshButton list={list} label={S.refresh} />
                {createButton('primary')}
              </SpaceBetween>
            }
          >
            {S.title}
          </Header>
        }
        columnDefinitions={columns}
        loadingText={S.loading}
        ariaLabels={{ tableLabel: S.title }}
        sortingColumn={columns.find((column) => column.sortingField === 'createdAt')}
        sortingDescending={descending}
        onSortingChange={({ detail }) => setDescending(detail.isDescending ?? !descending)}
        empty={
          filtered ? (
            <NoMatches title={S.noMatchesTitle} clearLabel={S.clearFilters} onClear={clearFilters}>
              {S.noMatchesText}
            </NoMatches>
          ) : (
            <EmptyState title={S.emptyTitle} action={createButton('normal')}>
              {S.emptyText}
            </EmptyState>
          )
        }
        filter={
          <CampaignFilters
            search={search}
            status={status}
            setStatus={setStatus}
            countText={matchesText(list, list.items.length, filtered)}
          />
        }
        preferences={{
          pageSize,
          pageSizes: PAGE_SIZES,
          pageSizeLabel: S.pageSizeOption,
          onConfirm: (detail) => setPageSize(detail.pageSize ?? PAGE_SIZES[0]),
        }}
      />
    </SpaceBetween>
  );
}
