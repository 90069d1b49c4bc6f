import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Pagination from '@cloudscape-design/components/pagination';
import { useState } from 'react';

import type { DashboardCampaign } from '../../../../shared/api/schemas';
import { hrefInInstance } from '../../app/instance/instance-sync';
import { campaignDetailPath } from '../../app/paths';
import { EmptyState } from '../../components/empty-state';
import { useFollow } from '../../components/use-follow';
import { CampaignStatusIndicator } from '../campaign/campaign-status-indicator';
import { CAMPAIGNS_PER_PAGE, pageOfCampaigns, sortCampaigns, type CampaignSortKey } from './campaign-rows';
import { FiguresTable, type FiguresColumn } from './figures-table';
import { formatCount, formatRate } from './format';
import { DASHBOARD_STRINGS as S } from './strings';

type Column = FiguresColumn<DashboardCampaign> & { sortingField?: CampaignSortKey };

function CampaignLink({ campaign, namespaceId }: { campaign: DashboardCampaign; namespaceId: string }) {
  const follow = useFollow();
  return (
    <Link href={hrefInInstance(campaignDetailPath(campaign.id), namespaceId)} onFollow={follow}>
      {campaign.name}
    </Link>
  );
}

function columnsFor(namespaceId: string): Column[] {
  const columns: Column[] = [
    {
      id: 'name',
      header: S.columns.name,
      sortingField: 'name',
      cell: (campaign) => <CampaignLink campaign={campaign} namespaceId={namespaceId} />,
      isRowHeader: true,
    },
    {
      id: 'status',
      header: S.columns.status,
      cell: (campaign) => <CampaignStatusIndicator status={campaign.status} />,
    },
    { id: 'sent', header: S.columns.sent, sortingField: 'counts.sent', cell: (c) => formatCount(c.counts.sent) },
    { id: 'opened', header: S.columns.opened, sortingField: 'counts.opened', cell: (c) => formatCount(c.counts.opened) },
    { id: 'openRate', header: S.columns.openRate, sortingField: 'rates.opened', cell: (c) => formatRate(c.rates.opened) },
    { id: 'clicked', header: S.columns.clicked, sortingField: 'counts.clicked', cell: (c) => formatCount(c.counts.clicked) },
    { id: 'clickRate', header: S.columns.clickRate, sortingField: 'rates.clicked', cell: (c) => formatRate(c.rates.clicked) },
    { id: 'replied', header: S.columns.replied, sortingField: 'counts.replied', cell: (c) => formatCount(c.counts.replied) },
    { id: 'replyRate', header: S.columns.replyRate, sortingField: 'rates.replied', cell: (c) => formatRate(c.rates.replied) },
    { id: 'bounced', header: S.columns.bounced, sortingField: 'counts.bounced', cell: (c) => formatCount(c.counts.bounced) },
    {
      id: 'unsubscribed',
      header: S.columns.unsubscribed,
      sortingField: 'counts.unsubscribed',
      cell: (c) => formatCount(c.counts.unsubscribed),
    },
  ];
  return columns.map((column) => ({ ...column, sortable: column.sortingField !== undefined }));
}

/** Every campaign with what its emails became: sortable by any figure, a page of 10 at a time. */
export function CampaignOutcomes({ campaigns, namespaceId }: { campaigns: readonly DashboardCampaign[]; namespaceId: string }) {
  const columns = columnsFor(namespaceId);
  const [sortingColumn, setSortingColumn] = useState<Column | undefined>(undefined);
  const [descending, setDescending] = useState(false);
  const [page, setPage] = useState(1);
  const sorted = sortCampaigns(campaigns, sortingColumn?.sortingField, descending);
  const { items, pagesCount, currentPage } = pageOfCampaigns(sorted, page, CAMPAIGNS_PER_PAGE);
  return (
    <Container
      disableContentPaddings
      header={
        <Header
          variant="h2"
          counter={`(${formatCount(campaigns.length)})`}
          actions={
            pagesCount > 1 ? (
              <Pagination
                currentPageIndex={currentPage}
                pagesCount={pagesCount}
                ariaLabels={S.pagination}
                onChange={({ detail }) => setPage(detail.currentPageIndex)}
              />
            ) : undefined
          }
        >
          {S.campaignsHeader}
        </Header>
      }
    >
      <FiguresTable
        ariaLabel={S.campaignsTableLabel}
        columns={columns}
        items={items}
        trackBy={(campaign) => campaign.id}
        sorting={{
          columnId: sortingColumn?.id,
          descending,
          onChange: (columnId, isDescending) => {
            setSortingColumn(columns.find((column) => column.id === columnId));
            setDescending(isDescending);
            setPage(1);
          },
        }}
        empty={<EmptyState title={S.campaignsEmptyHeader}>{S.campaignsEmptyBody}</EmptyState>}
      />
    </Container>
  );
}
