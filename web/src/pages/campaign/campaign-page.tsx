import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Pagination from '@cloudscape-design/components/pagination';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useEffect, useState } from 'react';

import type { CampaignWithProgress } from '../../../../shared/schemas/campaign-generation';
import { errorMessage } from '../../api/error-message';
import { formatDate } from '../../app/format';
import { hrefInInstance } from '../../app/instance/instance-sync';
import { useSelectedNamespaceId } from '../../app/instance/use-instance';
import { campaignDetailPath, PATHS } from '../../app/paths';
import { EmptyState } from '../../components/empty-state';
import { PAGE_SIZES, RESOURCE_PAGE_STRINGS } from '../../components/resource-page';
import { useFollow } from '../../components/use-follow';
import { STATUS_FILTER_OPTIONS, statusFilterOf, type CampaignStatusFilter } from './campaign-list-request';
import { outreachSummary, writingSummary } from './campaign-progress';
import { CampaignStatusIndicator } from './campaign-status-indicator';
import { CAMPAIGN_LIST_STRINGS as S, CHANNEL_LABELS } from './strings';
import { useCampaignList } from './use-campaigns';
import { WriterNotice } from './writer-notice';

/** How long the search waits after the last key before it asks the server. */
const SEARCH_DELAY_MS = 300;
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

/**
 * `/campaign`: the instance's campaigns a page at a time, by status and name, with their progress;
 * the counts refresh on their own while a running campaign is shown.
 */
export function CampaignPage() {
  const namespaceId = useSelectedNamespaceId();
  const follow = useFollow();
  const [filterText, setFilterText] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<CampaignStatusFilter>('ALL');
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [descending, setDescending] = useState(true);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(filterText.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filterText]);

  const list = useCampaignList(namespaceId, { status, search, order: descending ? 'desc' : 'asc', limit: pageSize });
  const columns = columnsFor(namespaceId);
  const filtered = search !== '' || status !== 'ALL';
  const createHref = hrefInInstance(PATHS.campaignAdd, namespaceId);
  const statusOption = STATUS_FILTER_OPTIONS.find((option) => option.value === status) ?? STATUS_FILTER_OPTIONS[0];

  const clearFilters = () => {
    setFilterText('');
    setSearch('');
    setStatus('ALL');
  };

  const seen = (list.pagination.currentPageIndex - 1) * pageSize + list.items.length;
  const counter = list.query.data === undefined || filtered ? undefined : `(${seen}${list.morePages ? '+' : ''})`;

  const createButton = (variant: 'primary' | 'normal') => (
    <Button variant={variant} href={createHref} onFollow={follow}>
      {S.create}
    </Button>
  );

  return (
    <SpaceBetween size="m">
      <WriterNotice namespaceId={namespaceId} />
      {list.query.isError && (
        <Alert type="error" header={S.loadFailed} action={<Button onClick={() => void list.query.refetch()}>{S.retry}</Button>}>
          {errorMessage(list.query.error)}
        </Alert>
      )}
      <Table<CampaignWithProgress>
        variant="full-page"
        header={
          <Header
            variant="h1"
            description={S.description}
            counter={counter}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  iconName="refresh"
                  ariaLabel={S.refresh}
                  loading={list.query.isFetching && !list.loading}
                  onClick={() => void list.query.refetch()}
                />
                {createButton('primary')}
              </SpaceBetween>
            }
          >
            {S.title}
          </Header>
        }
        columnDefinitions={columns}
        items={[...list.items]}
        trackBy="id"
        loading={list.loading}
        loadingText={S.loading}
        ariaLabels={{ tableLabel: S.title }}
        sortingColumn={columns.find((column) => column.sortingField === 'createdAt')}
        sortingDescending={descending}
        onSortingChange={({ detail }) => setDescending(detail.isDescending ?? !descending)}
        empty={
          filtered ? (
            <EmptyState title={S.noMatchesTitle} action={<Button onClick={clearFilters}>{S.clearFilters}</Button>}>
              {S.noMatchesText}
            </EmptyState>
          ) : (
            <EmptyState title={S.emptyTitle} action={createButton('normal')}>
              {S.emptyText}
            </EmptyState>
          )
        }
        filter={
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <TextFilter
              filteringText={filterText}
              filteringPlaceholder={S.searchPlaceholder}
              filteringAriaLabel={S.searchLabel}
              filteringClearAriaLabel={S.clearFilters}
              countText={filtered && !list.loading ? S.matches(list.items.length, list.morePages) : undefined}
              onChange={({ detail }) => setFilterText(detail.filteringText)}
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
        }
        pagination={
          <Pagination
            {...list.pagination}
            disabled={list.loading}
            ariaLabels={RESOURCE_PAGE_STRINGS.pagination}
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
              options: PAGE_SIZES.map((size) => ({ value: size, label: S.pageSizeOption(size) })),
            }}
            onConfirm={({ detail }) => setPageSize(detail.pageSize ?? PAGE_SIZES[0])}
          />
        }
      />
    </SpaceBetween>
  );
}
